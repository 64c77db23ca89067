/**
 * The small text format of blog sections, FAQ answers and legal pages (spec §2):
 * - paragraphs are separated by a blank line;
 * - a line starting with "- " is a bullet; consecutive bullets form one list;
 * - **bold** markers inside any text;
 * - a paragraph written wholly between single asterisks is an italic paragraph.
 * Anything else is plain text: no HTML is ever interpreted.
 */

/** A titled section of a blog article or legal page; its content is written in this format. */
export interface ArticleSection {
  id: string;
  title: string;
  content: string;
}

export interface Span {
  text: string;
  bold: boolean;
}

type Block =
  { kind: 'paragraph'; spans: Span[] } | { kind: 'italic'; spans: Span[] } | { kind: 'list'; items: Span[][] };

const BULLET = /^\s*[-•]\s+/;

/** Splits text on **bold** markers; an unmatched marker stays as written. */
export function parseSpans(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), bold: false });
    spans.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), bold: false });
  return spans;
}

/** A paragraph wholly wrapped in single asterisks (not a **bold** run). */
function italicBody(paragraph: string): string | null {
  const match = /^\*(?!\*)([\s\S]*[^*])\*$/.exec(paragraph);
  return match ? match[1]!.trim() : null;
}

export function parseSectionText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let prose: string[] = [];
    let bullets: Span[][] = [];
    const flushProse = () => {
      const paragraph = prose.join(' ').trim();
      prose = [];
      if (!paragraph) return;
      const italic = italicBody(paragraph);
      blocks.push(
        italic === null
          ? { kind: 'paragraph', spans: parseSpans(paragraph) }
          : { kind: 'italic', spans: parseSpans(italic) },
      );
    };
    const flushBullets = () => {
      if (bullets.length) blocks.push({ kind: 'list', items: bullets });
      bullets = [];
    };
    for (const line of chunk.split('\n')) {
      if (BULLET.test(line)) {
        flushProse();
        bullets.push(parseSpans(line.replace(BULLET, '').trim()));
      } else if (line.trim()) {
        flushBullets();
        prose.push(line.trim());
      }
    }
    flushProse();
    flushBullets();
  }
  return blocks;
}
