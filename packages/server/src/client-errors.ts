import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP parser refused, in the terms a service answers with. */
interface ClientRefusal {
  status: number;
  code: string;
  message: string;
}

/** Node's refusals by their error code; anything else it cannot read is a plain 400. */
const REFUSALS: Record<string, ClientRefusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
};
const NOT_HTTP: ClientRefusal = { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' };

/**
 * A Fastify `clientErrorHandler`: what Node's HTTP parser refuses before the framework sees a request (a byte no
 * request line or header may hold, headers over Node's limit, a request too slow to arrive) is answered in the
 * service's own error shape, as `answer` words it, and the connection is closed (Fastify's default answers in a shape
 * of its own). A HEAD request gets the headers only: its client reads no body, and would take one for garbage.
 */
export function answerClientErrors(
  answer: (refusal: ClientRefusal) => { status: number; headers: Record<string, string>; body: string },
) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, headers, body } = answer(REFUSALS[error.code ?? ''] ?? NOT_HTTP);
    const head = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    // A bad request that follows another on the same connection while that one's answer is still going out (a live
    // stream, a long answer) gets no text of its own: it would land in the middle of the other.
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (socket.writable && !answering) {
      const lines = Object.entries({
        ...headers,
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${head ? '' : body}`);
    }
    socket.destroy(error);
  };
}
