import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a modal dialog does with the keyboard (aria-modal): focus moves into it when it opens (to `initialFocus`, or
 * its first input, or its first button), Tab and Shift+Tab wrap around inside it, Escape closes it, and focus
 * returns to where it was when it closes, or to `returnFocus()` when that element is gone (the deleted comment's
 * button), else to the page's heading.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocus?: string,
  returnFocus?: () => HTMLElement | null | undefined,
): void {
  // The latest onClose, so a parent passing a new function each render does not re-run the effect.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = dialog.current;
    (
      (initialFocus ? root?.querySelector<HTMLElement>(initialFocus) : null) ??
      root?.querySelector<HTMLElement>('input, textarea') ??
      root?.querySelector<HTMLElement>('button')
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [
        ...dialog.current.querySelectorAll<HTMLElement>(
          'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), a[href]',
        ),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (previous?.isConnected) {
        previous.focus();
        return;
      }
      const fallback = returnRef.current?.() ?? document.querySelector<HTMLElement>('main h1');
      if (fallback && !fallback.matches('a[href], button, input, textarea, select, [tabindex]'))
        fallback.setAttribute('tabindex', '-1');
      fallback?.focus();
    };
  }, [open, dialog, initialFocus]);
}
