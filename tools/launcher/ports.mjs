import { createServer } from 'node:net';

/** Whether `port` can be listened on at `host` now (the listener is closed again at once). */
function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The entries of `wanted` ({ port, what, host? }) whose port something else already holds. */
export async function portsInUse(wanted, defaultHost = '127.0.0.1') {
  const results = await Promise.all(wanted.map(async (w) => ((await isFree(w.port, w.host ?? defaultHost)) ? null : w)));
  return results.filter(Boolean);
}
