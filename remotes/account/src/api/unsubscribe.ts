import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '@koester/shared/api/api-client';
import { withTypedRequests, type ApiResult } from '@koester/shared/api/typed-api';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import type { MailKind } from '../model/mail-kinds';

/**
 * The API without anyone's sign-in. The token in the link says whose mail stops; a sign-in sent along would only
 * get in the way (an expired one is refused with 401, and the page-wide client would then sign the reader out).
 */
const visitorApi = withTypedRequests(createApiClient({ baseUrl: () => runtimeConfig().apiBaseUrl }));

/**
 * POST /mail/unsubscribe?token=…&kind=…[&feedback=…]: stops that kind of mail for whoever the token belongs to (with
 * a feedback item: that item's mail only).
 */
function unsubscribe({
  token,
  kind,
  feedback,
}: {
  token: string;
  kind: MailKind;
  feedback: string | null;
}): Promise<ApiResult<'post', '/mail/unsubscribe'>> {
  return visitorApi.request('post', '/mail/unsubscribe', { query: { token, kind, ...(feedback ? { feedback } : {}) } });
}

/**
 * Stopping a kind of mail from the link in a mail. Only a press of the page's button calls it: mail scanners open
 * links, and opening one must stop nothing. A refusal is the ApiError: 404 for a token nobody has.
 */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
