// The cases of npm run bench:api (api-bench.ts): what is asked of the API, with how many connections.
import type autocannon from 'autocannon';

export interface Server {
  port: number;
  pid: number;
  tokens: string[];
  feedbackId: string;
  /** The token of a user with 200 people, each with a birthday. */
  peopleToken: string;
  /** The list's entity tag, asked for before the cases run (the conditional case sends it). */
  listTag?: string;
  /** Asks the server to close and resolves once its process has exited (before its database goes away). */
  stop(): Promise<void>;
}

export interface Case {
  name: string;
  connections: number;
  requests: (server: Server) => autocannon.Request[];
  path: string;
}

// Words of many benched items (bench-feedback.ts), and a title as someone would start typing it.
const SEARCH = 'q=app&sort=top&limit=100';
const SIMILAR = `text=${encodeURIComponent('Herinnering melding te laat')}`;

export const CASES: Case[] = [
  { name: 'bare hello', connections: 50, path: '/prod/bench-hello', requests: () => [{ method: 'GET' }] },
  {
    name: 'GET /feedback?limit=100',
    connections: 50,
    path: '/prod/feedback?limit=100',
    requests: () => [{ method: 'GET' }],
  },
  {
    name: 'GET /feedback?limit=100 If-None-Match (304)',
    connections: 50,
    path: '/prod/feedback?limit=100',
    requests: (server) => [{ method: 'GET', headers: { 'if-none-match': server.listTag! } }],
  },
  {
    name: 'GET /feedback?limit=100 (100 conn.)',
    connections: 100,
    path: '/prod/feedback?limit=100',
    requests: () => [{ method: 'GET' }],
  },
  {
    name: 'GET /feedback?limit=100 signed in (query each time)',
    connections: 50,
    path: '/prod/feedback?limit=100',
    requests: (server) =>
      server.tokens.slice(0, 50).map((token) => ({ method: 'GET', headers: { authorization: `Bearer ${token}` } })),
  },
  {
    name: 'GET /people (200 people, their dates)',
    connections: 50,
    path: '/prod/people',
    requests: (server) => [{ method: 'GET', headers: { authorization: `Bearer ${server.peopleToken}` } }],
  },
  {
    name: `GET /feedback?${SEARCH}`,
    connections: 50,
    path: `/prod/feedback?${SEARCH}`,
    requests: () => [{ method: 'GET' }],
  },
  {
    name: `GET /feedback/similar?${SIMILAR}`,
    connections: 50,
    path: `/prod/feedback/similar?${SIMILAR}`,
    requests: () => [{ method: 'GET' }],
  },
  {
    name: 'POST /feedback/{id}/vote (10 conn.)',
    connections: 10,
    path: '',
    requests: (server) =>
      server.tokens.map((token, i) => ({
        method: 'POST',
        path: `/prod/feedback/${server.feedbackId}/vote`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ upvote: i % 2 === 0 }),
      })),
  },
];
