import { useMutation } from '@tanstack/react-query';
import { createApiClient } from '@koester/shared/api/api-client';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { signOut } from '@koester/shared/session/sign-out';
import { currentIdToken, useSessionStore } from '@koester/shared/session/session-store';
import { exportFileName } from '../model/export-file-name';

/** The export as a file to save: its name and its JSON text. */
interface ExportFile {
  name: string;
  text: string;
}

/**
 * GET /account/export: everything Koester keeps about the user, as the JSON file the server names. The page-wide
 * client hands back only the answer's body, so this call has a client of its own that also reads the header with
 * the file's name; it signs in, refreshes and gives up on a refused session as the page-wide one does.
 */
async function exportData(): Promise<ExportFile> {
  let disposition: string | null = null;
  const client = createApiClient({
    baseUrl: () => runtimeConfig().apiBaseUrl,
    getToken: currentIdToken,
    refreshSession: () => useSessionStore.getState().refresh(),
    // A session the API still refuses after a refresh has ended: signed out and on to /login, as everywhere.
    onAuthFailure: () => void signOut().then(() => window.location.assign('/login')),
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      disposition = response.headers.get('Content-Disposition');
      return response;
    },
  });
  const body = await client.get<unknown>('/account/export');
  // The client reads JSON answers as data: written out again as the server wrote it (indented), for people to read.
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return { name: exportFileName(disposition, new Date()), text };
}

/** Downloading the user's data: the file to save, or the ApiError of why it could not be had. */
export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
