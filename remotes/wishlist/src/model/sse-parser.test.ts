import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named events, skips keep-alive comments, and joins data lines', () => {
    const parse = createSseParser();
    expect(
      parse('event: ready\ndata: {}\n\n: ping\n\nevent: item\ndata: {"item_id":"a",\ndata: "change":"claimed"}\n\n'),
    ).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'item', data: '{"item_id":"a",\n"change":"claimed"}' },
    ]);
  });

  it('keeps an event split across chunks until it is complete, with any line endings', () => {
    const parse = createSseParser();
    expect(parse('event: it')).toEqual([]);
    expect(parse('em\r\ndata: {"item_id":"b"}\r\n')).toEqual([]);
    expect(parse('\r\n')).toEqual([{ event: 'item', data: '{"item_id":"b"}' }]);
  });
});
