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

describe('PlayerCatalogue.season', () => {
  it('names the season of the list it holds, asked again only when the list changes (a rollover brings a new one)', async () => {
    let served = { etag: '"2025-26"', season: '2025-26' };
    let seasonReads = 0;
    const server = createServer((req, res) => {
      if (req.url === '/api/season') {
        seasonReads += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          season: served.season, currentGameweek: 4, planningFrom: 5, nextGameweeks: [5], lastFinishedGameweek: 4, pinnedByConfiguration: false, importedAt: null,
        }));
      } else if (req.headers['if-none-match'] === served.etag) res.writeHead(304).end();
      else res.writeHead(200, { 'content-type': 'application/json', etag: served.etag }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const catalogue = new PlayerCatalogue({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, freshForMs: 0 });
      expect(await catalogue.season()).toBe('2025-26');
      expect(await catalogue.season()).toBe('2025-26'); // the same list (304): not asked again
      expect(seasonReads).toBe(1);
      served = { etag: '"2026-27"', season: '2026-27' };
      expect(await catalogue.season()).toBe('2026-27');
      expect(seasonReads).toBe(2);
    } finally {
      await close(server);
    }
  });
});

describe('PlayerCatalogue.priceMoves', () => {
  const MOVES = {
    season: '2025-26', asOfGameweek: 29, fromGameweek: 30, fittedOn: ['2023-24', '2024-25'],
    rule: { rise: { minNet: 75_000, minShare: 0.01 }, fall: { minNet: 10_000, minShare: 0.05 } },
    players: [{ id: 7, price: 55, change: -1, netTransfers: -60_000, shareOfOwners: -0.08, prices: [54, 54] }],
  };

  it('reads the predicted moves once per player list, and answers none while the stats service cannot say, asking again next time', async () => {
    let status = 404;
    let reads = 0;
    const server = createServer((req, res) => {
      if (req.url === '/api/players/price-moves') {
        reads += 1;
        res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? JSON.stringify(MOVES) : '{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const catalogue = new PlayerCatalogue({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      expect(await catalogue.priceMoves()).toBeUndefined();
      status = 200;
      expect(await catalogue.priceMoves()).toEqual(MOVES);
      expect(await catalogue.priceMoves()).toEqual(MOVES);
      expect(reads).toBe(2);
    } finally {
      await close(server);
    }
  });
});
