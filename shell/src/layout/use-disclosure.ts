import { useEffect, useState, type RefObject } from 'react';

/**
 * Open state of a button that shows a panel (the bar's folded menu, the user's menu). It closes on a route change
 * (spec §2), on Escape, on a press elsewhere, and when focus moves out of it (Tab past its last link), so it never
 * stays open behind the keyboard. Escape brings focus that was inside back to the button.
 * `parts` are the elements that count as inside: the button and its panel; a new `route` (the path) closes it.
 */
export function useDisclosure(
  parts: RefObject<HTMLElement | null>[],
  button: RefObject<HTMLElement | null>,
  route: string,
) {
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [route]);
  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && parts.some((part) => part.current?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      setOpen(false);
      if (inside(focused) || focused === document.body) button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
    // The refs are stable: only opening and closing matter (`parts` is a new array on every render).
  }, [open]);

  return [open, setOpen] as const;
}
