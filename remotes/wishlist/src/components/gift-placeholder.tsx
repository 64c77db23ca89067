import styles from './item-card.module.css';

/** The tidy stand-in for an item without a picture (or with one that does not load): a wrapped gift. */
export function GiftPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.placeholder} role="img" aria-label={label}>
      <GiftIcon size={56} />
    </div>
  );
}

/** A wrapped gift, drawn in the current text colour. */
export function GiftIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <rect x="7" y="18" width="34" height="24" rx="3" fill="currentColor" opacity="0.18" />
      <rect x="5" y="12" width="38" height="8" rx="2.5" fill="currentColor" opacity="0.3" />
      <path d="M24 12v30" stroke="currentColor" strokeWidth="3" />
      <path
        d="M24 12c-3-6-10-7-10-2.5S21 12 24 12zm0 0c3-6 10-7 10-2.5S27 12 24 12z"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
