import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { activeSection, scrollTargetY } from '../model/toc';
import styles from './table-of-contents.module.css';

interface TocEntry {
  id: string;
  title: string;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls smoothly so the section's heading sits 80 px below the top, and moves focus there. */
function scrollToSection(id: string, smooth = true): void {
  const target = document.getElementById(id);
  if (!target) return;
  window.scrollTo({
    top: scrollTargetY(target.getBoundingClientRect().top, window.scrollY),
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
  });
  target.focus({ preventScroll: true });
  // The address shows the section, without a router navigation (which would scroll to the top).
  history.replaceState(history.state, '', `#${id}`);
}

/** The id of the section nearest the top, updated while the reader scrolls. */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(activeSection(positions, { atBottom }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** Opens the section named in the address (#id) once the page has rendered. */
function useInitialSection(ids: readonly string[]): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id && ids.includes(id)) scrollToSection(id, false);
  }, [ids]);
}

/** The sticky table of contents of articles and legal pages (spec §2). */
export function TableOfContents({
  title,
  entries,
  lang,
}: {
  title: string;
  entries: readonly TocEntry[];
  /** The entries' language when it differs from the page's. */
  lang?: string;
}) {
  const ids = useIdList(entries);
  const active = useActiveSection(ids);
  useInitialSection(ids);
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    scrollToSection(id);
  };
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        {title}
      </h2>
      <ol lang={lang}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              onClick={(event) => go(event, entry.id)}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A stable id list, so the scroll listeners are not re-attached on every render. */
function useIdList(entries: readonly TocEntry[]): readonly string[] {
  const key = entries.map((e) => e.id).join('\n');
  return useMemo(() => (key ? key.split('\n') : []), [key]);
}
