/**
 * The one toast store for the whole page. Remotes import `toast` from here,
 * never from react-hot-toast directly, so their toasts reach the shell's
 * Toaster. react-hot-toast's defaults are the spec's (§4, §9): blank and error
 * 4 s, success 2 s, loading until dismissed, at most 20 at once.
 */
export { default as toast, Toaster } from 'react-hot-toast';
