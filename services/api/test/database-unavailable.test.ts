import { describe, expect, it } from 'vitest';
import { isTransactionConflict, transactionWithRetry } from '@koester/db/transaction';
import { isDatabaseUnavailable } from '@koester/db/unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which errors mean the database is out of reach (503) rather than a fault of the request or the code', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator ending the session', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up or shutting down', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['a connection failure', withCode('08006')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that stayed full', new Error('timeout exceeded when trying to connect')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped refusal', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s is', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a protocol violation (the client sent too many parameters)', withCode('08P01')],
    ['a client that went away mid-body', Object.assign(withCode('ECONNRESET', 'aborted'), { statusCode: 400 })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('a transaction PostgreSQL aborted in favour of another (run again) rather than a fault', () => {
  it('is a deadlock’s victim or a serialization failure, wrapped or not; nothing else', () => {
    expect(isTransactionConflict(withCode('40P01', 'deadlock detected'))).toBe(true);
    expect(isTransactionConflict(withCode('40001', 'could not serialize access'))).toBe(true);
    expect(isTransactionConflict(new Error('failed', { cause: withCode('40P01') }))).toBe(true);
    expect(isTransactionConflict(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isTransactionConflict(withCode('57P01'))).toBe(false);
    expect(isTransactionConflict('40P01')).toBe(false);
  });

  /** A database whose transactions fail with these errors, one per attempt, then succeed. */
  const failingFirst = (...errors: Error[]) => {
    let attempts = 0;
    const db = {
      transaction: () => ({
        execute: async (work: (trx: unknown) => Promise<string>) => {
          attempts += 1;
          const error = errors.shift();
          if (error) throw error;
          return work('trx');
        },
      }),
    };
    return { db: db as never, attempts: () => attempts };
  };

  it('runs the transaction again after a conflict, up to three times in all', async () => {
    const twice = failingFirst(withCode('40P01'), withCode('40001'));
    await expect(transactionWithRetry(twice.db, async () => 'done')).resolves.toBe('done');
    expect(twice.attempts()).toBe(3);
    const thrice = failingFirst(withCode('40P01'), withCode('40P01'), withCode('40P01'));
    await expect(transactionWithRetry(thrice.db, async () => 'done')).rejects.toMatchObject({ code: '40P01' });
    expect(thrice.attempts()).toBe(3);
  });

  it('never runs it again after any other failure', async () => {
    const unique = failingFirst(withCode('23505', 'duplicate key value'));
    await expect(transactionWithRetry(unique.db, async () => 'done')).rejects.toMatchObject({ code: '23505' });
    expect(unique.attempts()).toBe(1);
  });
});
