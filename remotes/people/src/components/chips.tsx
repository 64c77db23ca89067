import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import styles from './chips.module.css';

/** A short list (interests, likes, dislikes) as chips, in the order typed. */
export function Chips({ entries, label }: { entries: readonly string[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry} className={styles.chip}>
          {unescapeAngleBrackets(entry)}
        </li>
      ))}
    </ul>
  );
}
