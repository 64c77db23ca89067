import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './accordion.module.css';

interface AccordionItem {
  id: string;
  heading: string;
  body: ReactNode;
}

interface AccordionGroup {
  id: string;
  title: string;
  items: readonly AccordionItem[];
}

interface AccordionProps {
  groups: readonly AccordionGroup[];
  /** The one open item (spec §2: one item open at a time), or null. */
  openId: string | null;
  onToggle: (id: string | null) => void;
}

const TRIGGER = '[data-accordion-trigger]';

/**
 * The WAI-ARIA accordion pattern: each heading holds a button with
 * aria-expanded/aria-controls; the panel is a labelled region. Up/Down move
 * between the buttons of all groups, Home/End jump to the first/last.
 */
export function Accordion({ groups, openId, onToggle }: AccordionProps) {
  const root = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const triggers = [...(root.current?.querySelectorAll<HTMLButtonElement>(TRIGGER) ?? [])];
    const index = triggers.indexOf(event.currentTarget);
    const target = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers[triggers.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={root} className={styles.accordion}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className={styles.group}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          <div className={styles.items}>
            {group.items.map((item) => {
              const open = item.id === openId;
              const buttonId = `faq-q-${item.id}`;
              const panelId = `faq-a-${item.id}`;
              return (
                <div key={item.id} className={styles.item} data-open={open}>
                  <h3 className={styles.heading}>
                    <button
                      id={buttonId}
                      type="button"
                      className={styles.trigger}
                      aria-expanded={open}
                      aria-controls={panelId}
                      data-accordion-trigger=""
                      onClick={() => onToggle(open ? null : item.id)}
                      onKeyDown={onKeyDown}
                    >
                      <span>{item.heading}</span>
                      <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
                      </svg>
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
                    {item.body}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
