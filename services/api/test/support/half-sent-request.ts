import http from 'node:http';

/**
 * A POST /feedback whose body is sent in two parts: the request is in flight (headers in, body still coming) until
 * `finish` sends the rest. Its own connection, so nothing else shares it. Resolves to the answer in full.
 */
export function halfSentRequest(base: string, { title = 'Dark mode', token }: { title?: string; token?: string } = {}) {
  const body = JSON.stringify({ title, description: 'Please add a dark mode.', type: 'feature' });
  const request = http.request(`${base}/feedback`, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, body: text }));
      response.once('error', reject);
    });
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** Resolves once `server` has the headers of its next request: from then on that request is in flight there. */
export function nextRequestIn(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.once('request', () => resolve()));
}
