import net from 'node:net';

/** @returns {Promise<number>} a loopback port nothing listens on right now */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return typeof address === 'object' && address ? address.port : 0;
}
