/** Breakpoints in px, the same numbers tokens.css documents and the media queries use. */
export const BREAKPOINTS = { sm: 640, md: 900, lg: 1200 } as const;

/** The navbar collapses into a menu below this width. */
export const NAV_COLLAPSE_BELOW = 1100;
