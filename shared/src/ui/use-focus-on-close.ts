import { useEffect, useRef } from 'react';

/**
 * Brings focus back to the button that opened an inline form once the form has closed and the button is rendered
 * again (after React commits, whenever that is), so the keyboard is not left at the top of the page. Put `target` on
 * the button and call `closing()` when the form closes by the user's doing (saved or cancelled).
 */
export function useFocusOnClose<T extends HTMLElement>(open: boolean) {
  const target = useRef<T>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (open || !closed.current) return;
    closed.current = false;
    target.current?.focus();
  }, [open]);
  return {
    target,
    closing() {
      closed.current = true;
    },
  };
}
