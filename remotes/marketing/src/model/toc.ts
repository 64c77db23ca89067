/** Spec §2, §9: the table of contents scrolls to a section with an 80 px offset. */
export const TOC_OFFSET = 80;

interface SectionPosition {
  id: string;
  /** The section's top edge relative to the viewport (getBoundingClientRect().top). */
  top: number;
}

/**
 * The section to highlight: the last one whose top has reached the offset line
 * (the one nearest the top that the reader is in). Before the first section,
 * the first; scrolled to the very bottom, the last (short final sections can
 * never reach the line).
 */
export function activeSection(
  positions: readonly SectionPosition[],
  { offset = TOC_OFFSET, atBottom = false }: { offset?: number; atBottom?: boolean } = {},
): string | null {
  if (positions.length === 0) return null;
  if (atBottom) return positions[positions.length - 1]!.id;
  // A little slack so a section scrolled to exactly the offset counts as reached.
  const line = offset + 8;
  let current = positions[0]!.id;
  for (const { id, top } of positions) {
    if (top <= line) current = id;
    else break;
  }
  return current;
}

/** The window scroll position that puts an element's top `offset` pixels below the viewport top. */
export function scrollTargetY(elementTop: number, scrollY: number, offset = TOC_OFFSET): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}
