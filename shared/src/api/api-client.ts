import { ApiError, clientError, errorFromResponse, networkError } from '@koester/shared/api/api-error';

/** Spec §9: API timeout 30000 ms. */
const DEFAULT_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface ApiClientOptions {
  /** The API base, e.g. http://localhost:4000/prod; a function so it can follow the runtime config. */
  baseUrl: string | (() => string);
  timeoutMs?: number;
  /** The id token to send as Authorization, when signed in. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /** Refreshes the session after a 401; resolves true when a new token is ready. */
  refreshSession?: () => Promise<boolean>;
  /** Called when a 401 survives the refresh: clears the tokens and goes to /login. */
  onAuthFailure?: () => void;
  /**
   * The page's language, sent as Accept-Language with every change (not with reads: those stay plain, so the first
   * page's early requests can answer them): the API writes mail in the language a user last used on the site.
   */
  language?: () => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Any method: the one request path every call takes (timeout, 401 retry, error mapping). */
  send<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Multipart upload: the browser sets the boundary, so no content type is given here. */
  upload<T>(path: string, form: FormData, options?: RequestOptions & { method?: 'POST' | 'PUT' }): Promise<T>;
}

/** Joins base and path and appends the query, leaving out empty values. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates a client for the REST API with the error mapping of spec §8. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);

  async function send(method: string, path: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (method !== 'GET' && options.language) headers['Accept-Language'] = options.language();
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = buildUrl(base(), path, request.query);

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      return await doFetch(url, { method, headers, body, signal, cache: 'no-store' });
    } catch (error) {
      // fetch rejects with a TypeError when no answer came; a timeout aborts it.
      if (error instanceof TypeError || timeout.aborted) throw networkError(error);
      throw clientError(error);
    }
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    try {
      let response = await send(method, path, request);
      if (response.status === 401) {
        const refreshed = await options.refreshSession?.().catch(() => false);
        if (refreshed) response = await send(method, path, request);
        if (response.status === 401) {
          const body = await readBody(response);
          options.onAuthFailure?.();
          throw errorFromResponse(401, body);
        }
      }
      const body = await readBody(response);
      if (!response.ok) throw errorFromResponse(response.status, body);
      return body as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw clientError(error);
    }
  }

  return {
    send: (method, path, opts) => request(method.toUpperCase(), path, opts ?? {}),
    get: (path, query, opts) => request('GET', path, { ...opts, query: { ...opts?.query, ...query } }),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts ?? {}),
    upload: (path, form, opts) => request(opts?.method ?? 'POST', path, { ...opts, body: form }),
  };
}
