import type { ReactNode } from 'react';
import s from './guide-illustrations.module.css';

/** The heart of the Koester mark, 32 × 29, its point at (0, 0): placed with a transform. */
const HEART = 'M0 0c-9-7-16-12-16-20 0-5 4-9 9-9 3 0 6 2 7 4 1-2 4-4 7-4 5 0 9 4 9 9 0 8-7 13-16 20z';

/** Decorative drawings beside the guide's steps: the text says it all, so they are hidden from screen readers. */
function Art({ children }: { children: ReactNode }) {
  return (
    <svg className={s.art} viewBox="0 0 200 150" width="200" height="150" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A phone showing the app's heart, with a download badge. */
export function InstallArt() {
  return (
    <Art>
      <circle className={s.primarySoft} cx="100" cy="78" r="60" />
      <circle className={s.accentSoft} cx="34" cy="34" r="7" />
      <circle className={s.warmSoft} cx="172" cy="40" r="9" />
      <rect className={s.ink} x="68" y="12" width="64" height="126" rx="12" />
      <rect className={s.surface} x="73" y="22" width="54" height="104" rx="6" />
      <path className={s.primary} d={HEART} transform="translate(100 66)" />
      <rect className={s.border} x="84" y="78" width="32" height="6" rx="3" />
      <rect className={s.border} x="89" y="90" width="22" height="5" rx="2.5" />
      <circle className={s.accent} cx="142" cy="112" r="19" />
      <path className={s.lineOnColour} d="M142 101v15m-7-6 7 7 7-7m-13 11h12" />
    </Art>
  );
}

/** A letter with a six-digit code coming out of an envelope, and a tick. */
export function AccountArt() {
  return (
    <Art>
      <circle className={s.bg} cx="100" cy="80" r="62" />
      <rect className={s.primarySoft} x="36" y="58" width="128" height="78" rx="10" />
      <rect className={s.outlined} x="50" y="24" width="100" height="84" rx="8" />
      <rect className={s.borderStrong} x="62" y="36" width="52" height="6" rx="3" />
      {Array.from({ length: 6 }, (_, i) => (
        <g key={i}>
          <rect className={i < 4 ? s.accentSoft : s.bg} x={62 + i * 13} y="54" width="10" height="15" rx="3" />
          {i < 4 && <circle className={s.accent} cx={67 + i * 13} cy="61.5" r="2" />}
        </g>
      ))}
      <path className={s.primary} d="M36 74l64 36 64-36v52a10 10 0 0 1-10 10H46a10 10 0 0 1-10-10z" />
      <circle className={s.accent} cx="158" cy="32" r="16" />
      <path className={s.lineOnColour} d="M151 32l5 5 9-10" />
    </Art>
  );
}

/** A contact card: a person, a date, what they love and what they would rather not get. */
export function PeopleArt() {
  return (
    <Art>
      <circle className={s.accentSoft} cx="100" cy="76" r="62" />
      <rect className={s.outlined} x="28" y="24" width="144" height="104" rx="12" />
      <circle className={s.accentSoft} cx="62" cy="58" r="18" />
      <circle className={s.accent} cx="62" cy="53" r="7" />
      <path className={s.accent} d="M50 70a12 10 0 0 1 24 0z" />
      <rect className={s.borderStrong} x="90" y="46" width="58" height="8" rx="4" />
      <rect className={s.border} x="90" y="61" width="40" height="6" rx="3" />
      <rect className={s.primarySoft} x="42" y="92" width="42" height="20" rx="10" />
      <path className={s.primary} d={HEART} transform="translate(55 109) scale(0.42)" />
      <rect className={s.border} x="65" y="99" width="13" height="6" rx="3" />
      <rect className={s.warmSoft} x="90" y="92" width="38" height="20" rx="10" />
      <path className={s.line} d="M98 98l8 8m0-8-8 8" />
      <rect className={s.border} x="111" y="99" width="11" height="6" rx="3" />
      <rect className={s.outlined} x="138" y="84" width="24" height="26" rx="5" />
      <rect className={s.primary} x="138" y="84" width="24" height="8" rx="4" />
      <circle className={s.primary} cx="150" cy="101" r="3.5" />
    </Art>
  );
}

/** A bell above a line of reminder moments, from weeks ahead up to the day itself. */
export function RemindersArt() {
  return (
    <Art>
      <circle className={s.primarySoft} cx="100" cy="58" r="48" />
      <path
        className={s.primary}
        d="M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1.5h15V15L18 12.5V9a6 6 0 0 0-6-6z"
        transform="translate(56.8 15.2) scale(3.6)"
      />
      <circle className={s.primaryDeep} cx="100" cy="80" r="6.5" />
      <path className={s.linePrimary} d="M64 34a30 30 0 0 0-6 16M136 34a30 30 0 0 1 6 16" />
      <path className={s.line} d="M28 122h144" />
      <circle className={s.accentSoft} cx="34" cy="122" r="6" />
      <circle className={s.accentSoft} cx="78" cy="122" r="6" />
      <circle className={s.accent} cx="122" cy="122" r="7" />
      <circle className={s.primary} cx="166" cy="122" r="10" />
      <path className={s.primarySoft} d={HEART} transform="translate(166 127) scale(0.32)" />
    </Art>
  );
}

/** A wishlist card beside a wrapped gift. */
export function GiftsArt() {
  return (
    <Art>
      <circle className={s.warmSoft} cx="104" cy="78" r="62" />
      <g transform="rotate(-6 58 72)">
        <rect className={s.outlined} x="20" y="22" width="80" height="104" rx="10" />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <circle className={row === 0 ? s.accent : s.accentSoft} cx="36" cy={48 + row * 26} r="6" />
            <rect className={s.border} x="48" y={44 + row * 26} width={row === 1 ? 30 : 40} height="8" rx="4" />
          </g>
        ))}
      </g>
      <g transform="translate(96 42) scale(0.8)">
        <rect className={s.accent} x="0" y="34" width="104" height="80" rx="12" />
        <rect className={s.accentDeep} x="-6" y="20" width="116" height="26" rx="10" />
        <rect className={s.primary} x="46" y="20" width="12" height="94" />
        <path className={s.primary} d="M52 20c-14-22-38-18-30-4 6 10 30 4 30 4zm0 0c14-22 38-18 30-4-6 10-30 4-30 4z" />
      </g>
      <path className={s.primary} d={HEART} transform="translate(176 30) scale(0.45)" />
    </Art>
  );
}

/** Two speech bubbles, one answering with a heart. */
export function SupportArt() {
  return (
    <Art>
      <circle className={s.accentSoft} cx="100" cy="76" r="62" />
      <path
        className={s.outlined}
        d="M30 30h88a10 10 0 0 1 10 10v36a10 10 0 0 1-10 10H58l-16 14V86H30a10 10 0 0 1-10-10V40a10 10 0 0 1 10-10z"
      />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} className={s.borderStrong} cx={56 + dot * 18} cy="58" r="5" />
      ))}
      <path
        className={s.primary}
        d="M90 72h80a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-12v14l-16-14H90a10 10 0 0 1-10-10V82a10 10 0 0 1 10-10z"
      />
      <path className={s.surface} d={HEART} transform="translate(130 114) scale(0.8)" />
    </Art>
  );
}
