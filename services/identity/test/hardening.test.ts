import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity } from './support.ts';

describe('the local user pool refuses what Cognito refuses', () => {
  let identity: TestIdentity;

  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(() => identity.close());

  it("answers Cognito's unknown-operation error for names that are not its own actions", async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'NoSuchAction']) {
      const answer = await identity.cognito(name, {});
      expect(answer, name).toMatchObject({ status: 400, body: { __type: 'UnknownOperationException' } });
    }
  });
});
