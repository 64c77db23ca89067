import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * On every route change: scroll to the top (spec §2), move focus to the main
 * region so keyboard users start at the new content, and announce the new
 * page title to screen readers.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const previous = useRef(`${pathname}${hash}`);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Only real navigations (not the first render, nor StrictMode's second effect run).
    if (previous.current === `${pathname}${hash}`) return;
    previous.current = `${pathname}${hash}`;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    // Keep a focus the new page placed itself (a first form field, say).
    const main = document.getElementById(mainId);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    // Pages set their title in an effect; read it once they have rendered.
    const timer = window.setTimeout(() => setAnnouncement(document.title), 300);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, mainId]);

  return (
    <div className="k-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
