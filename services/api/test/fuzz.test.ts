import { generateKeyPairSync, sign } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_DATA } from '@koester/contract/demo/demo-accounts';
import { changedTables, dataDigester, type DataDigest } from '@koester/contract/testing/data-digest';
import {
  loopBudget,
  CONTROLS,
  P99_LIMIT_MS,
  refuseStalls,
  watchLoop,
  withLoopDelay,
  type LoopDelay,
} from '@koester/contract/testing/event-loop';
import { fuzzSeed, report, Tally } from '@koester/contract/testing/fuzz-run';
import { mutatedBody, rawHostileBody } from '@koester/contract/testing/hostile-bodies';
import { hostileHeaderValue, ODD_CONTENT_TYPES, onTheWire } from '@koester/contract/testing/hostile-headers';
import { hostileJson, toJsonText } from '@koester/contract/testing/hostile-json';
import { hostileText } from '@koester/contract/testing/hostile-text';
import { hostileQuery, hostileSegment } from '@koester/contract/testing/hostile-urls';
import { pollutedProperties, prototypeSnapshot } from '@koester/contract/testing/pollution';
import { describeRequest, sendRaw, type RawRequest } from '@koester/contract/testing/raw-http';
import { stackTraceIn } from '@koester/contract/testing/stack-traces';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { CLIENT_ID, POOL_ID, type TestUser } from './support/tokens.ts';
import { startTestApi, USERS, type TestApi } from './support/test-api.ts';

/**
 * A property-based fuzz run over every operation of the OpenAPI document, as every kind of caller: malformed,
 * oversized, wrongly typed, unicode-heavy and prototype-polluting bodies, headers, paths and query strings. No answer
 * is a 5xx (but a documented 503), none shows a stack trace, none outside the error shape; no refusal changes stored
 * data; no request blocks the event loop. KOESTER_FUZZ_SEED=<seed> replays a run (KOESTER_FUZZ_RUNS=<n> runs longer).
 */

const RUNS = Number(process.env.KOESTER_FUZZ_RUNS ?? 1_500);
/** Re-seed the demo data this often, so that deletions early in the run do not leave later requests nothing to hit. */
const RESEED_EVERY = 250;
/** Who sends the control requests: nobody the fuzz calls as, so no fuzz request revokes its session. */
const CONTROL_USER: TestUser = { sub: 'user-control', email: 'control@example.test', name: 'Control' };

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /feedback/{id}/comments. */
  template: string;
  pathParameters: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  /** Statuses the document lists for it. */
  documented: Set<number>;
}

/** Every operation of the document, with its parameters and body schema. */
function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      return {
        method: method.toUpperCase(),
        template,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map(({ name, schema }) => ({ name, schema })),
        body: operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
        documented: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      };
    }),
  );
}

const WORDS = ['Koester', 'cadeau', 'plaid', 'mok', 'melding', 'lamp', 'idee', 'crème', 'brûlée', 'verjaardag', '😀'];

/** Text a person would type, within the schema's length. */
function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  return fc
    .oneof(
      fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 12 }).map((words) => words.join(' ')),
      fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 60) }),
    )
    .map((text) => text.slice(0, max))
    .filter((text) => text.length >= (schema.minLength ?? 0));
}

/** A value the schema accepts (most of the time also the rules behind it), for a field of this name. */
function plausible(schema: JsonSchema, name: string, emails: string[]): fc.Arbitrary<unknown> {
  let value: fc.Arbitrary<unknown>;
  if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (schema.type === 'object') {
    const properties = schema.properties ?? {};
    value = fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, plausible(inner, key, emails)])),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
  } else if (schema.type === 'boolean') value = fc.boolean();
  else if (schema.type === 'integer') {
    value = fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
  } else if (schema.type === 'number') value = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
  else if (schema.format === 'date-time') {
    value = fc.integer({ min: -30, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString());
  } else if (/url/i.test(name)) value = fc.webUrl({ validSchemes: ['https', 'http'] });
  else if (/email/i.test(name)) value = fc.constantFrom(...emails);
  else if (/id$/i.test(name)) value = fc.constantFrom(DEMO_DATA.paidCheckoutSession, DEMO_ACCOUNTS.demo.sub, 'x');
  else value = plausibleText(schema);
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

/** Who calls: a name for the report, and how its Authorization header is made when the request is sent. */
type Caller =
  | { kind: 'anonymous' }
  | { kind: 'user'; name: 'alice' | 'bob' | 'admin' | 'owner' | 'team' }
  | { kind: 'forged'; name: 'expired' | 'tampered' | 'foreignKey' | 'wrongAudience' | 'algNone' | 'noExpiry' }
  | { kind: 'odd-claims'; claims: Record<string, unknown> }
  | { kind: 'header'; value: string };

const callerName = (caller: Caller) =>
  caller.kind === 'anonymous'
    ? 'anonymous'
    : caller.kind === 'user' || caller.kind === 'forged'
      ? caller.name
      : caller.kind;

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Caller>({ kind: 'anonymous' }) },
  {
    weight: 8,
    arbitrary: fc
      .constantFrom('alice', 'bob', 'admin', 'owner', 'owner', 'team' as const)
      .map((name): Caller => ({ kind: 'user', name })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('expired', 'tampered', 'foreignKey', 'wrongAudience', 'algNone', 'noExpiry' as const)
      .map((name): Caller => ({ kind: 'forged', name })),
  },
  {
    // Signed by the pool's key, but claims no Cognito token would carry: they must not reach the data as they are.
    weight: 1,
    arbitrary: fc
      .record(
        {
          name: fc.oneof(hostileText(), fc.constantFrom<unknown>(null, 42, ['a'], { first: 'x' })),
          email: fc.oneof(hostileText(), fc.constantFrom<unknown>(null, 1, ['a@b.c'])),
          'cognito:groups': fc.constantFrom<unknown>('admin', ['admin', 'admin'], [1, null], { 0: 'admin' }, null),
          email_verified: fc.constantFrom<unknown>('true', 'yes', 1, null, true),
          sub: fc.constantFrom(
            '__proto__',
            'constructor',
            'x'.repeat(300),
            'user-alice',
            ' user-alice',
            'Ålice😀',
            'user-\u0000',
            'user-\ud800',
          ),
          auth_time: fc.constantFrom<unknown>('now', -1, 1e308, null, 0),
        },
        { requiredKeys: [] },
      )
      .map((claims): Caller => ({ kind: 'odd-claims', claims })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer a.b.c',
          'Bearer ..',
          'Basic dXNlcjpwYXNz',
          'bearer x y',
          'Token x',
        ),
        hostileHeaderValue(),
        hostileHeaderValue().map((value) => `Bearer ${value}`),
      )
      .map((value): Caller => ({ kind: 'header', value })),
  },
);

/** The parts of a request the generator decides; tokens, captured ids and the port are filled in when it is sent. */
interface FuzzCase {
  operation: Operation;
  caller: Caller;
  method: string;
  path: string;
  query: string;
  headers: [string, string][];
  contentType: string | null;
  body?: string;
}

/** The caller as a failure report shows it: its kind, and what was odd about its token or header. */
const callerLabel = (caller: Caller) =>
  caller.kind === 'odd-claims'
    ? `odd claims ${JSON.stringify(caller.claims).slice(0, 300)}`
    : caller.kind === 'header'
      ? `the header ${JSON.stringify(caller.value.slice(0, 200))}`
      : callerName(caller);

const describeCase = (c: FuzzCase) =>
  describeRequest({
    method: c.method,
    path: c.path + (c.query ? `?${c.query}` : ''),
    headers: [
      ['Authorization', `<${callerLabel(c.caller)}>`],
      ...(c.contentType === null ? [] : [['Content-Type', c.contentType] as [string, string]]),
      ...c.headers,
    ],
    body: c.body,
  });

/** The case, printed as the request it stands for when fast-check reports it. */
const described = (fuzzCase: FuzzCase) =>
  Object.defineProperty(fuzzCase, fc.toStringMethod, { value: () => describeCase(fuzzCase) });

/** Ids and share tokens the demo data holds, by the path parameter that takes them. */
interface KnownValues {
  byParameter: Record<string, string[]>;
  emails: string[];
}

/** Ways to write a path that should lead to the same route, or to none. */
type PathShape = 'as-is' | 'trailing-slash' | 'double-slash' | 'upper' | 'no-stage' | 'dot-segments' | 'params';

/** The operation's path (under /prod) written in the shape. */
function shaped(path: string, shape: PathShape): string {
  switch (shape) {
    case 'trailing-slash':
      return `/prod${path}/`;
    case 'double-slash':
      return `/prod/${path}`.replace(/\//g, '//');
    case 'upper':
      // ASCII letters only: an upper-case Latin-1 letter may lie outside Latin-1 (µ → Μ), which no request line holds.
      return `/prod${path}`.replace(/[a-z]/g, (letter) => letter.toUpperCase());
    case 'no-stage':
      return path;
    case 'dot-segments':
      return `/prod/./x/..${path}`;
    case 'params':
      return `/prod${path};jsessionid=1`;
    default:
      return `/prod${path}`;
  }
}

/** Headers a client may add, with hostile values or known troublemakers. */
const extraHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(
      fc.constantFrom(
        'Accept-Language',
        'Accept',
        'Accept-Encoding',
        'X-Request-Id',
        'X-Forwarded-For',
        'X-Forwarded-Host',
        'Origin',
        'If-None-Match',
        'Cookie',
        'X-User-ID',
        'X-User-Email',
        'Range',
        'Content-Encoding',
        'X-HTTP-Method-Override',
        'Referer',
        'User-Agent',
        'Content-Type',
      ),
      hostileHeaderValue(),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('Host', 'Expect'), hostileHeaderValue()),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<[string, string]>(
      ['Accept-Language', 'nl-NL,nl;q=0.9,*;q=0.1,' + 'x;q=0.5,'.repeat(500)],
      ['Accept-Language', '\u00ff\u00fe;q=NaN'],
      ['If-None-Match', '*'],
      ['If-None-Match', 'W/"x", "y", W/""'],
      ['X-Forwarded-For', '1.1.1.1, ::1, 999.999.999.999, [::ffff:127.0.0.1]'],
      ['Origin', 'null'],
      ['Host', 'evil.example'],
      ['Host', ''],
      ['Host', 'localhost:1'],
      ['Host', '[::1]'],
      ['Content-Encoding', 'gzip'],
      ['Transfer-Encoding', 'chunked'],
      ['Expect', '100-continue'],
      ['X-Request-Id', '../../etc/passwd'],
    ),
  },
);

/**
 * A request for one operation: a plausible one (known ids, values the schema accepts, a valid body; only the caller
 * varies), or a hostile one (every part generated to hurt).
 */
function caseFor(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzCase> {
  // An id is a feedback item's under /feedback, a wishlist's under /wishlists.
  const knownFor = (name: string) => [
    ...(known.byParameter[name === 'id' ? `${operation.template.split('/')[1]}Id` : name] ?? []),
    '$captured0',
    '$captured1',
    '$captured2',
  ];
  const fill = (values: string[]) => {
    let filled = operation.template;
    operation.pathParameters.forEach((name, index) => {
      filled = filled.replace(`{${name}}`, values[index]!);
    });
    return filled;
  };
  const valid = operation.body ? plausible(operation.body, 'body', known.emails) : undefined;
  const queryParameters = operation.query.map(({ name, schema }) => ({
    name,
    plausible: plausible(schema, name, known.emails).map(String),
  }));

  const plausibleCase = fc.record({
    caller,
    method: fc.constant(operation.method),
    path: fc
      .tuple(...operation.pathParameters.map((name) => fc.constantFrom(...knownFor(name))))
      .map((values) => shaped(fill(values.map(encodeURIComponent)), 'as-is')),
    query: fc
      .tuple(
        ...queryParameters.map(({ name, plausible: value }) =>
          fc.option(value.map((v) => `${name}=${encodeURIComponent(v)}`)),
        ),
      )
      .map((parts) => parts.filter((part) => part !== null).join('&')),
    headers: fc.constant<[string, string][]>([]),
    contentType: fc.constant(valid ? 'application/json' : null),
    body: valid ? valid.map((value) => toJsonText(value)) : fc.constant(undefined),
  });

  const hostileCase = fc.record({
    caller,
    method: fc.oneof(
      { weight: 19, arbitrary: fc.constant(operation.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND') },
    ),
    path: fc
      .tuple(
        fc.tuple(...operation.pathParameters.map((name) => hostileSegment(knownFor(name)))),
        fc.constantFrom<PathShape>(
          ...Array<PathShape>(14).fill('as-is'),
          'trailing-slash',
          'double-slash',
          'upper',
          'no-stage',
          'dot-segments',
          'params',
        ),
      )
      .map(([values, shape]) => shaped(fill(values), shape)),
    query: hostileQuery(queryParameters),
    headers: fc.array(extraHeader, { maxLength: 2 }),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    body: valid
      ? fc.oneof(
          { weight: 1, arbitrary: valid.map((value) => toJsonText(value)) },
          {
            weight: 6,
            arbitrary: valid.chain((value) =>
              mutatedBody(value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}),
            ),
          },
          { weight: 2, arbitrary: rawHostileBody() },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: rawHostileBody() },
          { weight: 1, arbitrary: hostileJson().map(toJsonText) },
        ),
  });

  return fc.oneof({ weight: 1, arbitrary: plausibleCase }, { weight: 2, arbitrary: hostileCase }).map((parts) => {
    const fuzzCase: FuzzCase = { operation, ...parts };
    return described(fuzzCase);
  });
}

/**
 * Cases found before, run first every time. A byte Node's HTTP parser refuses (here a raw Latin-1 "¡" in the path) was
 * answered in Fastify's own shape, {error, message, statusCode}; headers over Node's limit likewise, and to a HEAD
 * request with a body its client took for garbage. A token signed by the pool whose subject or e-mail held a NUL failed
 * with a 500 once the database saw it (the revocation check, a reservation's e-mail).
 */
function examples(operations: Operation[]): [FuzzCase][] {
  const find = (method: string, template: string) =>
    operations.find((operation) => operation.method === method && operation.template === template)!;
  const base = { caller: { kind: 'anonymous' } as Caller, query: '', headers: [], contentType: null };
  return [
    { ...base, operation: find('GET', '/feedback/{id}'), method: 'GET', path: '/prod/feedback/\u00a1' },
    {
      ...base,
      operation: find('GET', '/feedback'),
      method: 'HEAD',
      path: '/prod/feedback',
      headers: [['Accept-Language', 'a'.repeat(20_000)]] as [string, string][],
    },
    {
      ...base,
      caller: { kind: 'odd-claims', claims: { sub: 'user-\u0000' } } as Caller,
      operation: find('GET', '/wishlists'),
      method: 'GET',
      path: '/prod/wishlists',
    },
    {
      ...base,
      caller: { kind: 'odd-claims', claims: { email: 'a\u0000b@example.test' } } as Caller,
      operation: find('POST', '/public/wishlists/{shareToken}/items/{itemId}/claim'),
      method: 'POST',
      path: `/prod/public/wishlists/${DEMO_DATA.wishlistToken}/items/5eed0000-0000-4000-8000-000000000103/claim`,
    },
  ].map((fuzzCase) => [described(fuzzCase)]);
}

/** A token signed with no algorithm at all (`alg: none`), claiming the admin group. */
const unsignedToken = (user: TestUser) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: user.sub,
    'cognito:groups': ['admin'],
    token_use: 'id',
    aud: CLIENT_ID,
    iss: `https://cognito-idp.eu-west-1.amazonaws.com/${POOL_ID}`,
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
};

describe('fuzz: every operation of the OpenAPI document, as every kind of caller', () => {
  let api: TestApi;
  let port: number;
  let operations: Operation[];
  let known: KnownValues;
  let digester: Awaited<ReturnType<typeof dataDigester>>;
  const seed = fuzzSeed();

  beforeAll(async () => {
    report(`API fuzz seed ${seed} (replay with KOESTER_FUZZ_SEED=${seed})`);
    api = await startTestApi('pglite');
    port = Number(new URL(api.base).port);
    await seedDemoData(api.db);
    const document = await api.call('GET', '/openapi.json');
    operations = operationsOf(document.body);
    const column = async (query: string) =>
      (await sql.raw<{ v: string }>(query).execute(api.db)).rows.map((row) => String(row.v));
    const feedback = await column('SELECT id::text AS v FROM feedback ORDER BY id');
    const wishlists = await column('SELECT id::text AS v FROM wishlists ORDER BY id');
    const tokens = await column('SELECT token AS v FROM wishlist_share_links ORDER BY token');
    known = {
      byParameter: {
        feedbackId: feedback,
        wishlistsId: wishlists,
        commentId: await column('SELECT id::text AS v FROM feedback_comments ORDER BY id'),
        itemId: await column('SELECT id::text AS v FROM wishlist_items ORDER BY id'),
        shareToken: tokens,
        token: tokens,
      },
      emails: [USERS.alice.email, USERS.bob.email, DEMO_ACCOUNTS.demo.email, 'ALICE@example.test', 'x@example.test'],
    };
    digester = await dataDigester(
      async (text) => (await sql.raw<Record<string, unknown>>(text).execute(api.db)).rows,
      'public',
      { skipTables: ['koester_migrations'] },
    );
  });
  afterAll(() => api?.close());

  it('never answers 5xx or a stack trace, never changes data on a refusal, never blocks the event loop', async () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(digester.tables).toContain('feedback');
    const owner = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
    const team = { sub: DEMO_ACCOUNTS.admin.sub, email: DEMO_ACCOUNTS.admin.email, name: 'Team', groups: ['admin'] };
    const users: Record<string, TestUser> = { alice: USERS.alice, bob: USERS.bob, admin: USERS.admin, owner, team };
    const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

    /** The Authorization header of the caller, made now (tokens carry the current time). */
    const authorization = (who: Caller): string | undefined => {
      switch (who.kind) {
        case 'anonymous':
          return undefined;
        case 'user':
          return `Bearer ${api.token(users[who.name]!)}`;
        case 'header':
          return who.value;
        case 'odd-claims':
          return `Bearer ${api.tokens.idToken(USERS.alice, who.claims)}`;
        case 'forged': {
          const user = USERS.alice;
          const token = {
            expired: () => api.tokens.expiredToken(user),
            tampered: () => api.tokens.tamperedToken(user),
            foreignKey: () => {
              const [header, payload] = api.token(user).split('.');
              const signature = sign('sha256', Buffer.from(`${header}.${payload}`), foreignKey).toString('base64url');
              return `${header}.${payload}.${signature}`;
            },
            wrongAudience: () => api.tokens.idToken(user, { aud: 'another-client' }),
            algNone: () => unsignedToken(user),
            noExpiry: () => api.tokens.idToken(user, { exp: undefined }),
          }[who.name]();
          return `Bearer ${token}`;
        }
      }
    };

    /** Ids of things created during the run (from 2xx answers), for the `$capturedN` path segments. */
    const captured: string[] = [];
    const capture = (value: unknown, depth = 0) => {
      if (depth > 3 || value === null || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'id' || key === 'token') && typeof inner === 'string') captured.unshift(inner);
        else capture(inner, depth + 1);
      }
      captured.splice(3);
    };

    const byOperation = new Map<Operation, { callers: Tally; statuses: Tally }>(
      operations.map((operation) => [operation, { callers: new Tally(), statuses: new Tally() }]),
    );
    const statuses = new Tally();
    const refusals = new Tally();
    const prototypes = prototypeSnapshot();
    let expected: DataDigest = await digester.digest();
    let sent = 0;
    let digestMs = 0;

    /** Harmless requests, checked as the fuzz's are (stored data included): what the machine's load alone costs. */
    const controls = async () => {
      for (let index = 0; index < CONTROLS; index += 1) {
        const stopWatching = watchLoop();
        const answer = await sendRaw(port, {
          method: 'GET',
          path: index % 2 ? '/prod/wishlists' : '/prod/feedback?limit=20',
          headers: [['Authorization', `Bearer ${api.token(CONTROL_USER)}`]],
        }).finally(stopWatching);
        expect(answer.status).toBe(200);
        expect(changedTables(expected, await digester.digest())).toEqual([]);
      }
    };

    /**
     * Sends the request and checks its answer, the prototypes and the stored data; throws what is wrong. Returns how
     * long the event loop stalled while it was handled (ms).
     */
    const exchange = async (fuzzCase: FuzzCase, request: RawRequest): Promise<number> => {
      const stopWatching = watchLoop();
      let blocked = 0;
      const answer = await sendRaw(port, request).finally(() => {
        blocked = stopWatching();
      });
      const name = `${fuzzCase.operation.method} ${fuzzCase.operation.template}`;
      const tallies = byOperation.get(fuzzCase.operation)!;
      tallies.callers.add(callerName(fuzzCase.caller));
      tallies.statuses.add(answer.status);
      statuses.add(answer.status);
      const context = () =>
        `${name} answered ${answer.status} ${answer.text.slice(0, 500)}\nto\n${describeRequest(request)}`;

      const documentedOutage = answer.status === 503 && fuzzCase.operation.documented.has(503);
      if (answer.status >= 500 && !documentedOutage) throw new Error(`a server error: ${context()}`);
      const trace = stackTraceIn(answer, request);
      if (trace) throw new Error(`a stack trace (${JSON.stringify(trace)}): ${context()}`);
      // OPTIONS is CORS's preflight on every path, answered by @fastify/cors in its own words (as error-shape.test.ts
      // has it); an Expect header Node does not know gets Node's own empty 417, before the API sees the request.
      const ours = request.method !== 'OPTIONS' && answer.status !== 417;
      if (answer.status >= 400 && ours) {
        if (answer.text === '') {
          if (request.method !== 'HEAD') throw new Error(`an empty refusal: ${context()}`);
        } else {
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(answer.text) as Record<string, unknown>;
          } catch {
            throw new Error(`a refusal that is not JSON: ${context()}`);
          }
          const shaped =
            Object.keys(body).sort().join() === 'code,details,message,status' &&
            body.status === answer.status &&
            typeof body.message === 'string' &&
            typeof body.code === 'string' &&
            (body.details === null || typeof body.details === 'object');
          if (!shaped) throw new Error(`a refusal outside the error shape: ${context()}`);
          refusals.add(`${answer.status} ${String(body.code)}`);
        }
      } else if (answer.text && String(answer.headers['content-type']).startsWith('application/json')) {
        capture(JSON.parse(answer.text));
      }
      if (prototypeSnapshot() !== prototypes || pollutedProperties().length > 0) {
        throw new Error(`a polluted prototype (${pollutedProperties().join(', ')}): ${context()}`);
      }
      const digestStarted = performance.now();
      const after = await digester.digest();
      digestMs += performance.now() - digestStarted;
      if (answer.status >= 400) {
        const changed = changedTables(expected, after);
        if (changed.length > 0) throw new Error(`a refusal changed ${changed.join(', ')}: ${context()}`);
      } else {
        expected = after;
      }
      return blocked;
    };

    const property = fc.asyncProperty(
      fc.oneof(...operations.map((operation) => caseFor(operation, known))),
      async (fuzzCase) => {
        sent += 1;
        if (sent % RESEED_EVERY === 0) {
          await seedDemoData(api.db);
          expected = await digester.digest();
        }
        const auth = authorization(fuzzCase.caller);
        const path = fuzzCase.path.replace(/%24captured(\d)/g, (placeholder, index: string) =>
          captured[Number(index)] ? encodeURIComponent(captured[Number(index)]!) : placeholder,
        );
        const request: RawRequest = {
          method: fuzzCase.method,
          path: path + (fuzzCase.query ? `?${fuzzCase.query}` : ''),
          headers: [
            ...(auth === undefined ? [] : [['Authorization', onTheWire(auth)] as [string, string]]),
            ...(fuzzCase.contentType === null ? [] : [['Content-Type', fuzzCase.contentType] as [string, string]]),
            ...fuzzCase.headers,
          ],
          body: fuzzCase.body,
        };
        await refuseStalls(() => exchange(fuzzCase, request), request);
      },
    );

    const before = await withLoopDelay(controls);
    const started = performance.now();
    let fuzz: Awaited<ReturnType<typeof withLoopDelay>> | undefined;
    try {
      fuzz = await withLoopDelay(() => fc.assert(property, { seed, numRuns: RUNS, examples: examples(operations) }));
    } finally {
      const seconds = (performance.now() - started) / 1000;
      report(
        `API fuzz seed ${seed}: ${sent} requests in ${seconds.toFixed(1)} s (data digests ${(digestMs / 1000).toFixed(1)} s)`,
      );
      report(`answers by status: ${statuses}`);
      report(`refusals by code: ${refusals}`);
      report('requests per operation, by caller and by status:');
      for (const [operation, tallies] of byOperation) {
        report(
          `  ${`${operation.method} ${operation.template}`.padEnd(58)} ${String(tallies.callers.total).padStart(4)}` +
            `  callers: ${tallies.callers}  statuses: ${tallies.statuses}`,
        );
      }
    }
    const after = await withLoopDelay(controls);
    const budget = loopBudget(P99_LIMIT_MS, [before.delay, after.delay]);
    const line = ({ samples, p50, p99, max }: LoopDelay) =>
      `p50 ${p50} ms, p99 ${p99} ms, max ${max} ms (${samples} samples)`;
    report(`event-loop delay during the fuzz: ${line(fuzz.delay)}`);
    report(
      `event-loop delay during ${CONTROLS} harmless requests before and after: ${line(before.delay)}; ${line(after.delay)}`,
    );
    report(`event-loop budget: ${budget.reason}`);
    expect(fuzz.delay.p99, budget.reason).toBeLessThan(budget.limitMs);
  }, 180_000);
});
