import type { ApiClient, Query } from '@koester/shared/api/api-client';
import { clientError } from '@koester/shared/api/api-error';
import type { components, paths } from '@koester/contract/api/api-schema';

/**
 * Typed calls over the shared API client: path, parameters, body and answer
 * come from the types generated from the API's OpenAPI document
 * (`npm run api:types`), so a call the API would not accept does not compile.
 * The call itself is the client's: 30 s timeout, one retry after a refresh on
 * 401, and spec §8's error mapping.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's named shapes: `ApiSchemas['FeedbackItem']`, `ApiSchemas['BadRequestError']` … */
export type ApiSchemas = components['schemas'];

/** The paths that answer a method. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<M extends HttpMethod, P extends ApiPath<M>> = NonNullable<paths[P][M]>;

type PathParams<Op> = Op extends { parameters: { path: infer T } } ? T : never;
type QueryParams<Op> = Op extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type Answer<R> = R extends { content: { 'application/json': infer C } } ? C : undefined;

/** What a successful call resolves to (undefined for 204). */
export type ApiResult<M extends HttpMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { responses: infer R }
    ? { [S in keyof R & SuccessStatus]: Answer<R[S]> }[keyof R & SuccessStatus]
    : never;

/** The JSON body a call sends. */
export type ApiBody<M extends HttpMethod, P extends ApiPath<M>> = JsonBody<Operation<M, P>>;

/** The query a call may send. */
export type ApiQuery<M extends HttpMethod, P extends ApiPath<M>> = QueryParams<Operation<M, P>>;

/** Path parameters, query and body where the operation has them, required where it requires them. */
type ApiInit<Op> = ([PathParams<Op>] extends [never] ? { params?: never } : { params: PathParams<Op> }) &
  ([QueryParams<Op>] extends [never] ? { query?: never } : { query?: QueryParams<Op> }) &
  ([JsonBody<Op>] extends [never] ? { body?: never } : { body: JsonBody<Op> }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type InitArgs<Op> = [PathParams<Op> | JsonBody<Op>] extends [never] ? [init?: ApiInit<Op>] : [init: ApiInit<Op>];

interface TypedApi {
  /** A typed call: `api.request('post', '/feedback/{id}/vote', { params: { id }, body: { upvote: true } })`. */
  request<M extends HttpMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...init: InitArgs<Operation<M, P>>
  ): Promise<ApiResult<M, P>>;
}

/** Fills `{name}` segments with their encoded values; a missing one is the caller's mistake. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Adds typed calls to a client; its untyped methods stay as they are. */
export function withTypedRequests<C extends ApiClient>(client: C): C & TypedApi {
  const request = (
    method: HttpMethod,
    path: string,
    init: {
      params?: Record<string, string | number>;
      query?: object;
      body?: unknown;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    } = {},
  ) => {
    let url: string;
    try {
      url = fillPath(path, init.params);
    } catch (error) {
      return Promise.reject(clientError(error));
    }
    const { query, body, headers, signal } = init;
    return client.send(method, url, { query: query as Query | undefined, body, headers, signal });
  };
  return { ...client, request: request as TypedApi['request'] };
}
