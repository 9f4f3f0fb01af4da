import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlayerCatalogue } from './player-catalogue';

/** A stand-in stats service answering /api/players with an empty list, counting its requests. */
function statsService(): Promise<{ url: string; requests: () => number; server: Server }> {
  let count = 0;
  const server = createServer((req, res) => {
    if (req.url === '/api/players') count += 1;
    res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end('[]');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count, server });
  }));
}

const close = (server: Server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));

describe('PlayerCatalogue at start', () => {
  it('fetches the players as the service starts, so the first request finds them there', async () => {
    const stats = await statsService();
    try {
      const catalogue = new PlayerCatalogue({ baseUrl: stats.url });
      catalogue.onApplicationBootstrap();
      await catalogue.players(); // joins the fetch already in flight
      expect(stats.requests()).toBe(1);
      await catalogue.players();
      expect(stats.requests()).toBe(1);
    } finally {
      await close(stats.server);
    }
  });

  it('starts all the same when the stats service is not up yet, and fetches on the first request', async () => {
    const stats = await statsService();
    const url = stats.url;
    await close(stats.server);
    const catalogue = new PlayerCatalogue({ baseUrl: url, timeoutMs: 500 });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => catalogue.onApplicationBootstrap()).not.toThrow();
      await expect(catalogue.players()).rejects.toThrow('Player data is unavailable right now. Please try again in a moment.');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
