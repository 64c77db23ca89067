import type { PassThrough } from 'node:stream';

/** The event streams this instance holds open (the stream route adds and removes them; metrics read them). */
export type OpenStreams = Set<PassThrough>;

/** The text written to a stream that its client has not taken yet (held in the stream, before the socket). */
export const heldBytes = (stream: PassThrough): number => stream.writableLength + stream.readableLength;

/** What all open streams hold for clients that read slower than changes come. */
export const bufferedBytes = (open: OpenStreams): number => {
  let sum = 0;
  for (const stream of open) sum += heldBytes(stream);
  return sum;
};
