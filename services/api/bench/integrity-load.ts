import { sql, type Kysely } from 'kysely';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../src/db/schema.ts';
import type { TestUser } from '../test/support/tokens.ts';

/** The demo wishlist (share token "demo") and the gifts on it that the load claims, cancels and edits. */
const WISHLIST = '5eed0000-0000-4000-8000-000000000001';
const GIFTS = [101, 103, 104, 105].map((n) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`);

type Kind = 'vote' | 'comment' | 'claim' | 'unclaim' | 'edit';
export const KINDS: readonly Kind[] = ['vote', 'comment', 'claim', 'unclaim', 'edit'];

export interface Answer {
  kind: Kind;
  /** 0: no answer (the connection failed or was cut). */
  status: number;
  ms: number;
  /** The error code of a refusal (spec §8's shape), and its Retry-After. */
  code?: string;
  retryAfter?: string | null;
}

/**
 * What the answers promised. A write that got no answer may or may not have landed: the user and item it touched
 * are then uncertain, and only what was answered after it counts again.
 */
export interface Promised {
  /** Each user's last answered vote per item, by "user item": 'upvote', 'downvote' or null (removed). */
  votes: Map<string, string | null>;
  /** Comments answered 201, by id. */
  comments: Set<string>;
  /** Per gift: the user last told "claimed" and not told "unclaimed" since; null when told "unclaimed". */
  holders: Map<string, string | null>;
}

/**
 * No answer, or a failure on the server's side (the database went away, perhaps in the middle of a commit): the
 * write may or may not have landed.
 */
const uncertain = (status: number) => status === 0 || status >= 500;

/** The users of a load, with an id token each from the given issuer. */
export function loadUsers(count: number, idToken: (user: TestUser) => string) {
  const users = Array.from({ length: count }, (_, i) => ({
    sub: `integrity-${i}`,
    email: `integrity${i}@example.test`,
    name: `User ${i}`,
  }));
  return {
    users: users.map((user) => ({ sub: user.sub, token: idToken(user) })),
    owner: idToken({ sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' }),
  };
}

/**
 * Users voting (and changing and removing votes), commenting, claiming and cancelling claims on the demo wishlist,
 * and its owner editing it, until `going()` says stop. Returns every answer and what the answers promised.
 */
export async function writeLoad(options: {
  base: string;
  users: { sub: string; token: string }[];
  owner: string;
  items: string[];
  going: () => boolean;
  /** Told each answer as it comes (a fault test watches the answers during the fault). */
  onAnswer?: (answer: Answer) => void;
  /** What earlier loads on the same data promised, to add to. */
  promised?: Promised;
}): Promise<{ answers: Answer[]; promised: Promised }> {
  const { base, users, owner, items, going } = options;
  const answers: Answer[] = [];
  const promised: Promised = options.promised ?? { votes: new Map(), comments: new Set(), holders: new Map() };

  const call = async (kind: Kind, method: string, path: string, token: string, body?: unknown) => {
    const started = performance.now();
    const answer: Answer = { kind, status: 0, ms: 0 };
    let json: { id?: string; user_vote?: string | null; code?: string } | undefined;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      answer.status = response.status;
      answer.retryAfter = response.headers.get('retry-after');
      const text = await response.text();
      json = text ? JSON.parse(text) : undefined;
      answer.code = json?.code;
    } catch {
      answer.status = 0;
    }
    answer.ms = performance.now() - started;
    answers.push(answer);
    options.onAnswer?.(answer);
    return { status: answer.status, json };
  };

  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  await Promise.all(
    users.map(async ({ sub, token }) => {
      while (going()) {
        const roll = Math.random();
        if (roll < 0.6) {
          const item = pick(items);
          const key = `${sub} ${item}`;
          const { status, json } = await call('vote', 'POST', `/feedback/${item}/vote`, token, {
            upvote: Math.random() < 0.7,
          });
          if (status === 200) promised.votes.set(key, json?.user_vote ?? null);
          else if (uncertain(status)) promised.votes.delete(key);
        } else if (roll < 0.7) {
          const { status, json } = await call('comment', 'POST', `/feedback/${pick(items)}/comments`, token, {
            content: `Load comment ${sub}-${answers.length}`,
          });
          if (status === 201 && json?.id) promised.comments.add(json.id);
        } else if (roll < 0.95) {
          const gift = pick(GIFTS);
          const claiming = Math.random() < 0.5;
          const { status } = await call(
            claiming ? 'claim' : 'unclaim',
            claiming ? 'POST' : 'DELETE',
            `/public/wishlists/demo/items/${gift}/claim`,
            token,
          );
          if (status === 200 && claiming) promised.holders.set(gift, sub);
          if (status === 200 && !claiming && promised.holders.get(gift) === sub) promised.holders.set(gift, null);
          if (uncertain(status)) promised.holders.delete(gift);
        } else {
          await call('edit', 'PATCH', `/wishlists/${WISHLIST}/items/${pick(GIFTS)}`, owner, {
            description: `Edited ${answers.length}`,
          });
        }
      }
    }),
  );
  return { answers, promised };
}

/**
 * The stored data against itself and against what the answers promised: every item's counts equal its stored votes
 * and comments, each user's last answered vote is the stored one, every comment answered 201 is stored, each gift has
 * at most one claim, held by the user last told "claimed". Returns the mismatches (none, when all is well).
 */
export async function checkIntegrity(db: Kysely<Database>, promised: Promised): Promise<string[]> {
  const mismatches: string[] = [];
  const counts = await sql<{ id: string; upvotes: number; downvotes: number; up: number; down: number }>`
    SELECT f.id, f.upvotes, f.downvotes,
           count(v.*) FILTER (WHERE v.upvote)::int AS up, count(v.*) FILTER (WHERE NOT v.upvote)::int AS down
      FROM feedback f LEFT JOIN feedback_votes v ON v.feedback_id = f.id GROUP BY f.id`.execute(db);
  for (const row of counts.rows) {
    if (row.upvotes !== row.up || row.downvotes !== row.down) mismatches.push(`counts of ${row.id}`);
  }
  const votes = await db.selectFrom('feedback_votes').select(['feedback_id', 'user_id', 'upvote']).execute();
  const stored = new Map(votes.map((v) => [`${v.user_id} ${v.feedback_id}`, v.upvote ? 'upvote' : 'downvote']));
  if (stored.size !== votes.length) mismatches.push('more than one vote of a user on an item');
  for (const [key, told] of promised.votes) if ((stored.get(key) ?? null) !== told) mismatches.push(`vote ${key}`);
  const commentRows = await db.selectFrom('feedback_comments').select('id').execute();
  const storedComments = new Set(commentRows.map((row) => row.id));
  for (const id of promised.comments) if (!storedComments.has(id)) mismatches.push(`comment ${id}`);
  const commentCounts = await sql<{ id: string }>`
    SELECT f.id FROM feedback f
     WHERE f.comment_count <> (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = f.id)`.execute(db);
  for (const row of commentCounts.rows) mismatches.push(`comment count of ${row.id}`);
  const claims = await db.selectFrom('wishlist_claims').select(['item_id', 'user_id']).execute();
  for (const gift of GIFTS) {
    const held = claims.filter((claim) => claim.item_id === gift);
    if (held.length > 1) mismatches.push(`claims of ${gift}`);
    if (promised.holders.has(gift) && (held[0]?.user_id ?? null) !== promised.holders.get(gift)) {
      mismatches.push(`holder of ${gift}`);
    }
  }
  return mismatches;
}

/** The q-quantile of some times. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};
