import { useEffect, useRef, useState } from 'react';

/** The element to focus: a selector that only it matches, or a function that finds it (null while it is not there). */
type FocusTarget = string | (() => HTMLElement | null | undefined);

const find = (target: FocusTarget) =>
  typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target();

/**
 * Moves focus to an element that a change is about to show, once React has rendered it. After an awaited call the
 * answer may not be on the page yet (data layers notify, and React renders, a task or more later), so looking for the
 * element at once or in the next frame can miss it or find its predecessor. `focusWhenShown(target)` tries after
 * every commit of the calling component until the element exists.
 */
export function useFocusWhenShown() {
  const wanted = useRef<FocusTarget | null>(null);
  const [, setRequests] = useState(0);
  useEffect(() => {
    if (wanted.current === null) return;
    const element = find(wanted.current);
    if (!element) return;
    wanted.current = null;
    element.focus();
  });
  return (target: FocusTarget) => {
    wanted.current = target;
    // A render of its own, so an element that is already there gets focus now.
    setRequests((count) => count + 1);
  };
}
