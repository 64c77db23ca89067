/** Inline illustrations and icons: nothing is fetched from elsewhere at run time. */

export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 260" role="img" aria-label={label} width="320" height="260">
      <rect x="24" y="36" width="196" height="184" rx="20" fill="#fff" stroke="#e4d5c5" strokeWidth="2" />
      <rect x="24" y="36" width="196" height="48" rx="20" fill="#b0472a" />
      <rect x="24" y="64" width="196" height="20" fill="#b0472a" />
      <rect x="62" y="22" width="10" height="30" rx="5" fill="#2a1f1a" />
      <rect x="172" y="22" width="10" height="30" rx="5" fill="#2a1f1a" />
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          key={i}
          x={44 + (i % 4) * 42}
          y={100 + Math.floor(i / 4) * 38}
          width="28"
          height="24"
          rx="6"
          fill={i === 6 ? '#f8e2d6' : '#f4ebe0'}
        />
      ))}
      <path
        d="M142 170c-9-7-16-12-16-20 0-5 4-9 9-9 3 0 6 2 7 4 1-2 4-4 7-4 5 0 9 4 9 9 0 8-7 13-16 20z"
        fill="#b0472a"
      />
      <g transform="translate(196 130)">
        <rect x="0" y="34" width="104" height="80" rx="12" fill="#2f6b5f" />
        <rect x="-6" y="20" width="116" height="26" rx="10" fill="#3d8173" />
        <rect x="46" y="20" width="12" height="94" fill="#f8e2d6" />
        <path d="M52 20c-14-22-38-18-30-4 6 10 30 4 30 4zm0 0c14-22 38-18 30-4-6 10-30 4-30 4z" fill="#f8e2d6" />
      </g>
      <circle cx="268" cy="56" r="6" fill="#f8e2d6" />
      <circle cx="292" cy="96" r="4" fill="#dfeee9" />
      <circle cx="10" cy="150" r="5" fill="#dfeee9" />
    </svg>
  );
}

const ICONS = {
  bell: 'M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1.5h15V15L18 12.5V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1.5S10 7 12 7zm0 0c2-4 6-4 6-1.5S14 7 12 7z',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c2 .8 3 2.8 3 5.5',
  android: 'M7 9h10v8a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zM7 8a5 5 0 0 1 10 0zM9 18v3M15 18v3M4 10v5M20 10v5',
  apple:
    'M16 3c-1.5.2-3 1.3-3.3 3 1.6.1 3-1 3.3-3zM12.5 7.5c-1 0-2-.7-3-.7-2.4 0-4.5 2-4.5 5.3 0 3.6 2.4 8.4 4.6 8.4 1.1 0 1.6-.7 2.9-.7s1.7.7 2.9.7c1.4 0 2.8-2 3.6-4.2-1.7-.7-2.6-2.2-2.6-3.8 0-1.5.8-2.7 2-3.4-.8-1.1-2-1.7-3.3-1.7-1 0-1.9.6-2.6.6z',
  chat: 'M4 5h16v11H9l-5 4z',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
