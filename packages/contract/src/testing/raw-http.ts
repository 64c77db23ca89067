import http from 'node:http';

/** A raw HTTP client for the fuzz runs: requests sent exactly as generated, and described for a failure report. */

export interface RawRequest {
  method: string;
  /** Sent as it is in the request line: already encoded (or deliberately not). */
  path: string;
  /** Name and value pairs, in order; a name may repeat. */
  headers: [string, string][];
  body?: string;
  /** The local address to send from (127.0.0.x), so that per-address limits see different clients. */
  localAddress?: string;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** An event stream: closed by the client once its headers were read. */
  stream: boolean;
}

/**
 * Sends the request over a new connection with node:http, exactly as given (no normalisation of the path or the
 * headers as fetch would do), and reads the whole answer. An event stream is closed once its headers are in. Fails
 * after `timeoutMs` without an answer.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  // A body is always framed: Node sends a GET's or a DELETE's body unframed, which the server would read as the next
  // request on the connection. A generated Transfer-Encoding header frames it instead.
  const framed = request.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
  // Node adds no Host header of its own to headers given as a list: the right one, unless one was generated.
  const hosted = request.headers.some(([name]) => name.toLowerCase() === 'host');
  const headers = [
    ...(hosted ? [] : [['Host', `127.0.0.1:${port}`]]),
    ...request.headers,
    ...(request.body === undefined || framed ? [] : [['Content-Length', String(Buffer.byteLength(request.body))]]),
  ];
  return new Promise((resolve, reject) => {
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      headers: headers.flat(),
      agent: false,
      localAddress: request.localAddress,
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    outgoing.on('response', (response) => {
      const stream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
      if (stream) {
        clearTimeout(timer);
        response.destroy();
        outgoing.destroy();
        resolve({ status: response.statusCode!, headers: response.headers, text: '', stream });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          stream,
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body);
  });
}

/** A request in a form that reads well in a failure report: long texts shortened, with their length. */
export function describeRequest(request: RawRequest): string {
  const short = (text: string) =>
    text.length <= 300 ? JSON.stringify(text) : `${JSON.stringify(text.slice(0, 300))}… (${text.length} chars)`;
  return [
    `${request.method} ${short(request.path)}`,
    ...request.headers.map(([name, value]) => `  ${name}: ${short(value)}`),
    ...(request.body === undefined ? [] : [`  body: ${short(request.body)}`]),
    ...(request.localAddress ? [`  from ${request.localAddress}`] : []),
  ].join('\n');
}
