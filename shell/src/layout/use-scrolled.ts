import { useSyncExternalStore } from 'react';

/** Spec §2, §9: the navbar takes its scrolled style after 50 px of scroll. */
const SCROLLED_AFTER_PX = 50;

function subscribe(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * True once the window is scrolled past the threshold. While a prerendered page is hydrated it is false, as the HTML
 * says (a visitor may have scrolled before the page was hydrated: React then renders again with the real value); a
 * page rendered in the browser reads the scroll position at once.
 */
export function useScrolled(threshold = SCROLLED_AFTER_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
