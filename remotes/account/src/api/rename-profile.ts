import { useMutation } from '@tanstack/react-query';
import { renameProfile } from '@koester/shared/auth/profile';

/**
 * Renames the signed-in user: PATCH /profiles through the shared profile module, which puts the new name in the
 * cache, this browser's copy and the session. A refusal is the ApiError with the field errors the form shows.
 */
export function useRenameProfile() {
  return useMutation({ mutationFn: renameProfile });
}
