import { describe, expect, it } from 'vitest';
import { startTestIdentity } from './support.ts';

describe.each(['pglite', 'postgres'] as const)('health on %s', (backend) => {
  it('is live while it runs, and ready while its database answers', async () => {
    const identity = await startTestIdentity(backend);
    try {
      expect((await fetch(`${identity.url}/health/live`)).status).toBe(200);
      expect(await (await fetch(`${identity.url}/health/ready`)).json()).toEqual({ ok: true });
      await identity.closeDatabase();
      const down = await fetch(`${identity.url}/health/ready`);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await down.json()).toMatchObject({ __type: 'ServiceUnavailableException' });
      expect((await fetch(`${identity.url}/health/live`)).status).toBe(200);
    } finally {
      await identity.close();
    }
  });
});
