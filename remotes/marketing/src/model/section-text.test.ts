import { describe, expect, it } from 'vitest';
import { parseSectionText, parseSpans } from './section-text';

describe('parseSpans', () => {
  it('splits bold markers and keeps the text between them', () => {
    expect(parseSpans('Give **time**, not only **things**.')).toEqual([
      { text: 'Give ', bold: false },
      { text: 'time', bold: true },
      { text: ', not only ', bold: false },
      { text: 'things', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('leaves an unmatched marker as written', () => {
    expect(parseSpans('5 ** 2 is not bold')).toEqual([{ text: '5 ** 2 is not bold', bold: false }]);
  });
});

describe('parseSectionText', () => {
  it('makes paragraphs of blank-line separated text, joining wrapped lines', () => {
    expect(parseSectionText('First line\nsame paragraph.\n\nSecond.')).toEqual([
      { kind: 'paragraph', spans: [{ text: 'First line same paragraph.', bold: false }] },
      { kind: 'paragraph', spans: [{ text: 'Second.', bold: false }] },
    ]);
  });

  it('groups consecutive bullet lines into one list, also right after a paragraph line', () => {
    expect(parseSectionText('Think of:\n- **time** together\n- a note\n\n- on its own')).toEqual([
      { kind: 'paragraph', spans: [{ text: 'Think of:', bold: false }] },
      {
        kind: 'list',
        items: [
          [
            { text: 'time', bold: true },
            { text: ' together', bold: false },
          ],
          [{ text: 'a note', bold: false }],
        ],
      },
      { kind: 'list', items: [[{ text: 'on its own', bold: false }]] },
    ]);
  });

  it('makes a paragraph wholly in single asterisks italic, but not a bold one', () => {
    expect(parseSectionText('*A gift says: I listened.*')).toEqual([
      { kind: 'italic', spans: [{ text: 'A gift says: I listened.', bold: false }] },
    ]);
    expect(parseSectionText('**Bold start** and more')).toEqual([
      {
        kind: 'paragraph',
        spans: [
          { text: 'Bold start', bold: true },
          { text: ' and more', bold: false },
        ],
      },
    ]);
    expect(parseSectionText('*only the start is starred')[0]?.kind).toBe('paragraph');
  });

  it('keeps bold inside an italic paragraph, and treats markup as plain text', () => {
    expect(parseSectionText('*Ask **what** they need.*')).toEqual([
      {
        kind: 'italic',
        spans: [
          { text: 'Ask ', bold: false },
          { text: 'what', bold: true },
          { text: ' they need.', bold: false },
        ],
      },
    ]);
    expect(parseSectionText('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', spans: [{ text: '<script>alert(1)</script>', bold: false }] },
    ]);
  });

  it('ignores extra blank lines and Windows line ends', () => {
    expect(parseSectionText('\r\n\r\nOne.\r\n\r\n\r\n- two\r\n')).toEqual([
      { kind: 'paragraph', spans: [{ text: 'One.', bold: false }] },
      { kind: 'list', items: [[{ text: 'two', bold: false }]] },
    ]);
  });
});
