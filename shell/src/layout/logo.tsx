/** The Koester mark: a heart folded into a gift bow, readable at 24 px. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path
        d="M16 25.5c-.4 0-.8-.1-1.1-.4C10.1 21 7 18.1 7 14.2 7 11.3 9.2 9 12 9c1.6 0 3.1.8 4 2 .9-1.2 2.4-2 4-2 2.8 0 5 2.3 5 5.2 0 3.9-3.1 6.8-7.9 10.9-.3.3-.7.4-1.1.4z"
        fill="#fff8f0"
      />
      <path
        d="M16 11.5c-1.6-2.6-4.6-3.2-5.4-1.8-.7 1.3 1.5 2.8 5.4 1.8zm0 0c1.6-2.6 4.6-3.2 5.4-1.8.7 1.3-1.5 2.8-5.4 1.8z"
        fill="#f4c9a8"
        stroke="var(--color-primary)"
        strokeWidth=".8"
      />
    </svg>
  );
}
