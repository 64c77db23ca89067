import styles from './avatar.module.css';

const TONES = ['primary', 'accent', 'warm'] as const;

/** Initials in a coloured circle: people are never shown with fetched photos. */
export function Avatar({ name, index }: { name: string; index: number }) {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <span className={styles.avatar} data-tone={TONES[index % TONES.length]} aria-hidden="true">
      {initials}
    </span>
  );
}
