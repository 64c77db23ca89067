import net from 'node:net';

/**
 * `count` loopback ports nothing listens on right now, all different: each is held open until all are found, so the
 * system cannot hand the same one out twice.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
      return server;
    }),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))));
  return ports;
}

/** @returns {Promise<number>} a loopback port nothing listens on right now */
export async function freePort() {
  const [port] = await freePorts(1);
  return /** @type {number} */ (port);
}
