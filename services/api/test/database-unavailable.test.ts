import { describe, expect, it } from 'vitest';
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
