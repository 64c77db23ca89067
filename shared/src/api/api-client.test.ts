// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUrl, createApiClient } from './api-client';
import { apiFailure } from '@koester/shared/testing/api-failure';

let server: http.Server;
let base: string;
let protectedCalls = 0;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

function json(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod`;
});

/** The test server's routes. */
async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const body = await readBody(req);
  switch (url.pathname) {
    case '/prod/echo':
      return json(res, 200, {
        method: req.method,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization ?? null,
        contentType: req.headers['content-type'] ?? null,
        ...(req.headers['x-echo-language'] ? { language: req.headers['accept-language'] ?? null } : {}),
        body: body ? JSON.parse(body) : null,
      });
    case '/prod/upload':
      return json(res, 201, { contentType: req.headers['content-type'], raw: body });
    case '/prod/items/1':
      res.writeHead(204).end();
      return;
    case '/prod/error-message':
      return json(res, 422, {
        message: 'Title is too short',
        error: 'ignored',
        code: 'VALIDATION',
        details: { field: 'title' },
      });
    case '/prod/error-field':
      return json(res, 400, { error: 'Bad request body' });
    case '/prod/error-empty':
      res.writeHead(500).end();
      return;
    case '/prod/slow':
      setTimeout(() => json(res, 200, { late: true }), 400);
      return;
    case '/prod/protected':
      protectedCalls++;
      if (req.headers.authorization === 'Bearer fresh') return json(res, 200, { ok: true });
      return json(res, 401, { message: 'Token expired' });
    default:
      return json(res, 404, { message: 'Not found' });
  }
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = apiFailure;

describe('buildUrl', () => {
  it('joins base and path and leaves out empty query values', () => {
    expect(buildUrl('http://h/prod/', '/feedback', { limit: 100, offset: 0, type: undefined, status: null })).toBe(
      'http://h/prod/feedback?limit=100&offset=0',
    );
  });
});

describe('API client against a real HTTP server', () => {
  it('sends GET with a query and the id token as Authorization', async () => {
    const api = createApiClient({ baseUrl: base, getToken: () => 'abc' });
    const answer = await api.get<{ method: string; query: object; authorization: string }>('/echo', {
      limit: 20,
      type: 'bug',
    });
    expect(answer).toMatchObject({ method: 'GET', query: { limit: '20', type: 'bug' }, authorization: 'Bearer abc' });
  });

  it('sends no Authorization when there is no token', async () => {
    const api = createApiClient({ baseUrl: base });
    expect(await api.get('/echo')).toMatchObject({ authorization: null });
  });

  it.each(['post', 'put', 'patch'] as const)('sends %s with a JSON body', async (method) => {
    const api = createApiClient({ baseUrl: () => base });
    const answer = await api[method]('/echo', { title: 'Hi', upvote: true });
    expect(answer).toEqual({
      method: method.toUpperCase(),
      query: {},
      authorization: null,
      contentType: 'application/json',
      body: { title: 'Hi', upvote: true },
    });
  });

  it('sends the page’s language with every change, and reads plain (the first page’s early data answers them)', async () => {
    const api = createApiClient({ baseUrl: base, language: () => 'fr' });
    const headers = { 'X-Echo-Language': '1' };
    expect(await api.post('/echo', { a: 1 }, { headers })).toMatchObject({ language: 'fr' });
    // (Node's fetch may add its own "*".)
    expect((await api.get<{ language: string | null }>('/echo', undefined, { headers })).language).not.toBe('fr');
  });

  it('sends DELETE and resolves to undefined on 204', async () => {
    const api = createApiClient({ baseUrl: base });
    await expect(api.delete('/items/1')).resolves.toBeUndefined();
  });

  it('uploads multipart form data with the browser-made boundary', async () => {
    const api = createApiClient({ baseUrl: base });
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const answer = await api.upload<{ contentType: string; raw: string }>('/upload', form);
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.raw).toContain('filename="hello.txt"');
    expect(answer.raw).toContain('hello');
  });

  it("maps an error answer's message, code and details", async () => {
    const error = await failure(createApiClient({ baseUrl: base }).get('/error-message'));
    expect(error.toJSON()).toEqual({
      status: 422,
      message: 'Title is too short',
      code: 'VALIDATION',
      details: { field: 'title' },
    });
  });

  it('falls back to the error field, then to "An error occurred"', async () => {
    const api = createApiClient({ baseUrl: base });
    expect((await failure(api.get('/error-field'))).message).toBe('Bad request body');
    const empty = await failure(api.get('/error-empty'));
    expect(empty.toJSON()).toMatchObject({ status: 500, message: 'An error occurred', code: 'HTTP_500' });
  });

  it('maps no answer to status 0, NETWORK_ERROR', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}/prod` }).get('/echo'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
  });

  it('gives up after the timeout as a network error', async () => {
    const error = await failure(createApiClient({ baseUrl: base, timeoutMs: 100 }).get('/slow'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('has a 30 second timeout by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await createApiClient({ baseUrl: base }).get('/echo');
    expect(timeout).toHaveBeenCalledWith(30_000);
  });

  it('maps any other client failure to status 0, CLIENT_ERROR', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const error = await failure(createApiClient({ baseUrl: base }).post('/echo', circular));
    expect(error).toMatchObject({ status: 0, code: 'CLIENT_ERROR', message: 'An unexpected error occurred' });
    const badBase = await failure(createApiClient({ baseUrl: 'not a url' }).get('/echo'));
    expect(badBase.code).toBe('CLIENT_ERROR');
  });

  it('retries a 401 once after a successful token refresh', async () => {
    let token = 'stale';
    protectedCalls = 0;
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      baseUrl: base,
      getToken: () => token,
      refreshSession: async () => {
        token = 'fresh';
        return true;
      },
      onAuthFailure,
    });
    await expect(api.get('/protected')).resolves.toEqual({ ok: true });
    expect(protectedCalls).toBe(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('clears the session when the refresh fails, without a second try', async () => {
    protectedCalls = 0;
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      baseUrl: base,
      getToken: () => 'stale',
      refreshSession: () => Promise.reject(new Error('No refresh token available')),
      onAuthFailure,
    });
    const error = await failure(api.get('/protected'));
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(protectedCalls).toBe(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('retries only once when the refreshed token is refused as well', async () => {
    protectedCalls = 0;
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      baseUrl: base,
      getToken: () => 'stale',
      refreshSession: async () => true,
      onAuthFailure,
    });
    expect((await failure(api.get('/protected'))).status).toBe(401);
    expect(protectedCalls).toBe(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('the page-wide api client', () => {
  it('reads its base URL from the runtime config and signs out on a lasting 401', async () => {
    const { useRuntimeConfig, parseRuntimeConfig } = await import('@koester/shared/config/runtime-config');
    const { useSessionStore } = await import('@koester/shared/session/session-store');
    const { api } = await import('./api');
    useRuntimeConfig
      .getState()
      .setConfig(parseRuntimeConfig({ apiBaseUrl: base, remotes: {}, identity: { userPoolClientId: 'client' } }));
    useSessionStore
      .getState()
      .signIn(
        { userId: 'u1', username: 'demo@koester.test', name: 'Demo', email: 'demo@koester.test', isAdmin: false },
        { idToken: 'stale', accessToken: 'a', expiresAt: Date.now() + 60_000 },
      );
    expect(await api.get('/echo')).toMatchObject({ authorization: 'Bearer stale' });
    expect((await failure(api.get('/protected'))).status).toBe(401);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', tokens: null, user: null });
  });
});
