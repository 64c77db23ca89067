import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';

/**
 * DELETE /account (204): everything Koester keeps about the user goes at once, every session of theirs is refused
 * from then on, and their sign-in account follows in a background job.
 */
function deleteAccount(): Promise<void> {
  return api.request('delete', '/account');
}

/** Deleting the signed-in user's account. What follows a success (signing out here) is the dialog's. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
