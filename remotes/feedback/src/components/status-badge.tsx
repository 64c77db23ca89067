import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '../model/status';
import styles from './status-badge.module.css';

/** A small icon per status, so the status is told by its word and its shape, never by colour alone. */
const ICONS: Record<DisplayStatus, string> = {
  open: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16z',
  in_progress: 'M12 4a8 8 0 1 0 8 8M12 8v4l3 2',
  completed: 'M5 12.5l4.5 4.5L19 7.5',
  declined: 'M7 7l10 10M17 7L7 17',
  unknown: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
};

/** The status of an item as a labelled badge (spec §2 display statuses). */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation('feedback');
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d={ICONS[status]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t(`status.${status}`)}
    </span>
  );
}
