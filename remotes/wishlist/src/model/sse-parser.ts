/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads server-sent events (text/event-stream) from chunks of text as they
 * arrive: events end at a blank line, `:` lines are comments (keep-alives),
 * and an event may be split across chunks. Returns the events completed by
 * this chunk; keeps the rest for the next one.
 */
export function createSseParser(): (chunk: string) => ServerEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: ServerEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}
