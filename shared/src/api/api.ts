import { createApiClient } from '@koester/shared/api/api-client';
import { withTypedRequests } from '@koester/shared/api/typed-api';
import { signOut } from '@koester/shared/session/sign-out';
import { takeBootData } from '@koester/shared/config/boot-requests';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { currentLanguage } from '@koester/shared/i18n/i18n';
import { currentIdToken, useSessionStore } from '@koester/shared/session/session-store';

/**
 * The page-wide API client: base URL from the runtime config, the id token
 * from the session store, the first page's early requests (build/boot-script.ts), and spec §8's 401 rule (one retry after a refresh,
 * then clear the tokens and go to /login). `api.request(method, path, …)` is
 * typed from the API's OpenAPI document (typed-api.ts).
 */
export const api = withTypedRequests(
  createApiClient({
    baseUrl: () => runtimeConfig().apiBaseUrl,
    getToken: currentIdToken,
    refreshSession: () => useSessionStore.getState().refresh(),
    language: currentLanguage,
    // The first page's data may already be on its way: the shell's boot script asked for it from the HTML.
    fetch: (input, init) => takeBootData(String(input), init) ?? globalThis.fetch(input, init),
    onAuthFailure: () => {
      // Ended here as every sign-out ends (aws-amplify's stored tokens too, or the shell would restore the same
      // session on /login), then to /login.
      void signOut().then(() => {
        if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
      });
    },
  }),
);
