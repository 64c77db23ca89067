import type { IdentityDb } from './db.ts';
import { poolNameOf } from './srp.ts';
import { challengeStore } from './stores/challenges.ts';
import { codeStore } from './stores/codes.ts';
import { failureStore } from './stores/failures.ts';
import { mailboxStore } from './stores/mailbox.ts';
import { sessionStore } from './stores/sessions.ts';
import { userStore } from './stores/users.ts';

/**
 * The pool's storage as one handle, one store per aggregate (stores/): users, sign-in sessions, pending challenges,
 * mailed codes, outgoing mail and the throttles' counters. Each store owns its table and its queries.
 */
export function poolStore(db: IdentityDb, userPoolId: string, { devMailbox = false }: { devMailbox?: boolean } = {}) {
  return {
    users: userStore(db, poolNameOf(userPoolId)),
    sessions: sessionStore(db),
    challenges: challengeStore(db),
    codes: codeStore(db),
    mailbox: mailboxStore(db, { devMailbox }),
    failures: failureStore(db),
  };
}

export type PoolStore = ReturnType<typeof poolStore>;
