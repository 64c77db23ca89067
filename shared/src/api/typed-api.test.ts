// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@koester/shared/api/api-client';
import { fieldErrorText } from '@koester/shared/validation/field-error-text';
import type { FieldErrors } from '@koester/contract/validation/field-codes';
import { fillPath, withTypedRequests, type ApiBody, type ApiQuery, type ApiSchemas } from './typed-api';
import { apiFailure } from '@koester/shared/testing/api-failure';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

let server: http.Server;
let base: string;
let seen: Seen[] = [];

const item: ApiSchemas['FeedbackItem'] = {
  id: '5eed0000-0000-4000-8000-000000000206',
  title: 'Dark mode',
  description: 'Please add a dark mode for the evenings.',
  type: 'feature',
  status: 'open',
  upvotes: 3,
  downvotes: 0,
  user_id: null,
  is_anonymous: true,
  author_is_admin: false,
  is_own: false,
  created_at: '2026-01-01T00:00:00.000Z',
  comment_count: 2,
  user_vote: null,
  following: false,
  merged_into: null,
};

const refused: ApiSchemas['BadRequestError'] = {
  status: 400,
  message: 'Please enter a title for your feedback',
  code: 'VALIDATION_ERROR',
  details: {
    fields: {
      title: { code: 'TITLE_REQUIRED', message: 'Please enter a title for your feedback' },
      is_anonymous: { code: 'WRONG_TYPE', message: 'Invalid input: expected boolean, received string' },
    },
  },
};

function json(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      seen.push({
        method: req.method ?? '',
        url,
        authorization: req.headers.authorization ?? null,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const route = `${req.method} ${url.split('?')[0]}`;
      if (route === 'GET /prod/feedback') return json(res, 200, { items: [item], total: 1, limit: 100, offset: 0 });
      if (route === `POST /prod/feedback/${encodeURIComponent('a b/c')}/vote`)
        return json(res, 200, { item, user_vote: 'upvote' });
      if (route === `DELETE /prod/feedback/${item.id}`) return void res.writeHead(204).end();
      if (route === 'POST /prod/feedback') return json(res, 400, refused);
      if (route === 'GET /prod/profiles') return void setTimeout(() => json(res, 200, {}), 400);
      if (route === 'GET /prod/wishlists') {
        if (req.headers.authorization === 'Bearer fresh') return json(res, 200, []);
        return json(res, 401, {
          status: 401,
          message: 'Your session has expired',
          code: 'INVALID_TOKEN',
          details: null,
        });
      }
      if (route === 'GET /prod/health') return void res.writeHead(500).end();
      return json(res, 404, { status: 404, message: 'No route', code: 'NOT_FOUND', details: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const typedClient = (options: Partial<ApiClientOptions> = {}) =>
  withTypedRequests(createApiClient({ baseUrl: base, getToken: () => 'abc', ...options }));

const failure = apiFailure;

describe('typed API calls', () => {
  it('send the query and resolve to the typed answer', async () => {
    const api = typedClient();
    const page = await api.request('get', '/feedback', { query: { limit: 100, type: 'bug', status: undefined } });
    expectTypeOf(page.items).toEqualTypeOf<ApiSchemas['FeedbackItem'][]>();
    expectTypeOf(page.total).toEqualTypeOf<number>();
    expect(page).toEqual({ items: [item], total: 1, limit: 100, offset: 0 });
    expect(seen).toEqual([
      { method: 'GET', url: '/prod/feedback?limit=100&type=bug', authorization: 'Bearer abc', body: undefined },
    ]);
  });

  it('fill encoded path parameters and send the JSON body', async () => {
    const api = typedClient();
    const answer = await api.request('post', '/feedback/{id}/vote', {
      params: { id: 'a b/c' },
      body: { upvote: true },
    });
    expectTypeOf(answer.user_vote).toEqualTypeOf<'upvote' | 'downvote' | null>();
    expect(answer).toEqual({ item, user_vote: 'upvote' });
    expect(seen).toEqual([
      { method: 'POST', url: '/prod/feedback/a%20b%2Fc/vote', authorization: 'Bearer abc', body: { upvote: true } },
    ]);
  });

  it('resolve a 204 to undefined', async () => {
    const deleted = await typedClient().request('delete', '/feedback/{id}', { params: { id: item.id } });
    expectTypeOf(deleted).toEqualTypeOf<undefined>();
    expect(deleted).toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`DELETE /prod/feedback/${item.id}`]);
  });

  it('refuse, at compile time, what the API would refuse', () => {
    const api = typedClient();
    const never = () => undefined;
    // Each call below is a type error; none of them runs.
    if (never()) {
      // @ts-expect-error no such path
      void api.request('get', '/feedbacks');
      // @ts-expect-error the path has no PUT
      void api.request('put', '/feedback');
      // @ts-expect-error a path parameter is required
      void api.request('post', '/feedback/{id}/vote', { body: { upvote: true } });
      // @ts-expect-error the body is required
      void api.request('post', '/feedback/{id}/vote', { params: { id: 'x' } });
      // @ts-expect-error upvote is a boolean
      void api.request('post', '/feedback/{id}/vote', { params: { id: 'x' }, body: { upvote: 'yes' } });
      // @ts-expect-error type is bug or feature
      void api.request('get', '/feedback', { query: { type: 'idea' } });
      // @ts-expect-error GET /feedback takes no body
      void api.request('get', '/feedback', { body: {} });
    }
    expectTypeOf<ApiBody<'post', '/feedback'>>().toEqualTypeOf<{
      title: string;
      description: string;
      type: 'bug' | 'feature';
      is_anonymous?: boolean;
    }>();
    expectTypeOf<ApiQuery<'get', '/feedback'>['limit']>().toEqualTypeOf<number | undefined>();
    expect(seen).toEqual([]);
  });

  it("map a refusal to ApiError with the server's message and typed field errors", async () => {
    const error = await failure(
      typedClient().request('post', '/feedback', { body: { title: '', description: '', type: 'bug' } }),
    );
    expect(error.toJSON()).toEqual(refused);
    expectTypeOf(error.fieldErrors).toEqualTypeOf<FieldErrors>();
    expect(error.fieldErrors).toEqual(refused.details!.fields);
    const texts = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, problem]) => [field, fieldErrorText(problem)]),
    );
    // i18next is not initialised here: each text falls back to the server's message.
    expect(texts).toEqual({
      title: 'Please enter a title for your feedback',
      is_anonymous: 'Invalid input: expected boolean, received string',
    });
  });

  it('map an empty failure to "An error occurred" and no answer to NETWORK_ERROR', async () => {
    const empty = await failure(typedClient().request('get', '/health' as never));
    expect(empty).toMatchObject({ status: 500, code: 'HTTP_500', message: 'An error occurred' });
    expect(empty.fieldErrors).toEqual({});
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = typedClient({ baseUrl: `http://127.0.0.1:${port}/prod` });
    const error = await failure(offline.request('get', '/feedback'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
  });

  it('treat a missing path parameter as a client error, without a request', async () => {
    const api = typedClient();
    const error = await failure(api.request('delete', '/feedback/{id}', { params: {} as { id: string } }));
    expect(error).toMatchObject({ status: 0, code: 'CLIENT_ERROR', message: 'An unexpected error occurred' });
    expect(seen).toEqual([]);
    expect(() => fillPath('/a/{b}/{c}', { b: 1 })).toThrow('"c"');
  });

  it('give up after the timeout (30 s unless told otherwise) as a network error', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await typedClient().request('get', '/feedback');
    expect(timeout).toHaveBeenLastCalledWith(30_000);
    const error = await failure(typedClient({ timeoutMs: 100 }).request('get', '/profiles'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    timeout.mockRestore();
  });

  it('retry a 401 once after a successful refresh, and give up after a failed one', async () => {
    let token = 'stale';
    const onAuthFailure = vi.fn();
    const refreshing = typedClient({
      getToken: () => token,
      refreshSession: async () => {
        token = 'fresh';
        return true;
      },
      onAuthFailure,
    });
    await expect(refreshing.request('get', '/wishlists')).resolves.toEqual([]);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(onAuthFailure).not.toHaveBeenCalled();

    seen = [];
    const failing = typedClient({
      getToken: () => 'stale',
      refreshSession: () => Promise.reject(new Error('No refresh token available')),
      onAuthFailure,
    });
    const error = await failure(failing.request('get', '/wishlists'));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_TOKEN', message: 'Your session has expired' });
    expect(seen).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});
