import { useEffect, useState } from 'react';

/** Spec §2, §9: the navbar takes its scrolled style after 50 px of scroll. */
export const SCROLLED_AFTER_PX = 50;

/** True once the window is scrolled past the threshold. */
export function useScrolled(threshold = SCROLLED_AFTER_PX): boolean {
  // Not scrolled at first, as the prerendered page says: a visitor may scroll before the page is hydrated, and a
  // first value that differs from the HTML would stay unseen (React keeps the HTML's attribute); the effect reads it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
