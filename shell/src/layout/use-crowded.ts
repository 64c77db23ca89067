import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the bar's content no longer fits on one line, so it folds into the menu. Measured rather than set at a
 * breakpoint: remotes add links at deploy time, and labels, names and languages differ in width. `content` names
 * what the bar holds (labels, the user, the language); when it changes, or a web font arrives (the fallback font is
 * wider), the bar is laid out in one line again and measured before it is painted. While folded, the width the line
 * needed decides when it unfolds.
 */
export function useCrowded(bar: RefObject<HTMLElement | null>, content: string): boolean {
  const [crowded, setCrowded] = useState(false);
  const [fontLoads, setFontLoads] = useState(0);
  const needed = useRef(0);

  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    const loaded = () => setFontLoads((n) => n + 1);
    fonts.addEventListener('loadingdone', loaded);
    return () => fonts.removeEventListener('loadingdone', loaded);
  }, []);

  // New content or new fonts: lay it out in one line (the measuring effect below runs after that render, before paint).
  useLayoutEffect(() => setCrowded(false), [content, fontLoads]);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => {
      if (!crowded) {
        if (element.scrollWidth > element.clientWidth) {
          needed.current = element.scrollWidth;
          setCrowded(true);
        }
      } else if (element.clientWidth >= needed.current) setCrowded(false);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar, crowded, content, fontLoads]);

  return crowded;
}
