import { Fragment } from 'react';
import { parseSectionText, type Span } from '../model/section-text';

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((span, index) =>
    span.bold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>,
  );
}

/** Renders the section text format (see model/section-text.ts) as React elements. */
export function SectionBody({ text }: { text: string }) {
  return parseSectionText(text).map((block, index) => {
    if (block.kind === 'list') {
      return (
        <ul key={index}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Spans spans={item} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index}>
        {block.kind === 'italic' ? (
          <em>
            <Spans spans={block.spans} />
          </em>
        ) : (
          <Spans spans={block.spans} />
        )}
      </p>
    );
  });
}
