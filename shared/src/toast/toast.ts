import hotToast, { Toaster } from 'react-hot-toast';
import { announceToasts } from '@koester/shared/toast/toast-signal';

/**
 * The one toast store for the whole page. Remotes import `toast` from here,
 * never from react-hot-toast directly, so their toasts reach the shell's
 * Toaster. react-hot-toast's defaults are the spec's (§4, §9): blank and error
 * 4 s, success 2 s, loading until dismissed, at most 20 at once.
 *
 * The shell mounts its Toaster once this module has loaded (toast-signal.ts):
 * a page whose code raises no toast never loads react-hot-toast. A toast raised
 * before the Toaster is up waits in the store and shows when it mounts.
 */
export const toast = hotToast;
export { Toaster };

announceToasts();
