/** @engines sqlite: no storage (the official API client) */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startFixtureServer, type FixtureServer } from '@draftroom/fpl-fixture-server';
import {
  FplApiClient, UpstreamInvalidError, UpstreamNotFoundError, UpstreamUnavailableError, readSeasonFromApi, readSnapshotSeason,
  type SeasonData,
} from '../src';

const snapshot = join(__dirname, '..', '..', '..', 'data', 'snapshot');

describe('official API client against the recorded-fixture server', () => {
  let season: SeasonData;
  let server: FixtureServer;
  let client: FplApiClient;

  beforeAll(async () => {
    season = readSnapshotSeason(snapshot, '2025-26');
    server = await startFixtureServer({ season });
    client = new FplApiClient({ baseUrl: server.url, timeoutMs: 1500 });
  });
  afterEach(() => server.setMode('normal'));
  afterAll(() => server.close());

  it('reads back the same season the server was built from', async () => {
    // Hundreds of requests to a server in this same jest worker: on a loaded CI machine one of
    // them once took longer than the 1.5 s the timeout tests use. The read is about content.
    const patient = new FplApiClient({ baseUrl: server.url, timeoutMs: 20_000 });
    const read = await readSeasonFromApi(patient);
    // Named by the upstream itself: GW1's deadline is in 2025, so the season is 2025/26.
    expect(read.season).toBe('2025-26');
    expect(read.teams).toEqual(season.teams);
    expect(read.fixtures).toEqual(season.fixtures);
    expect(read.players).toEqual(season.players);
    const key = (a: { gameweek: number; fixtureId: number; playerId: number }) => a.gameweek * 1e7 + a.fixtureId * 1e4 + a.playerId;
    const sorted = (list: SeasonData['appearances']) => [...list].sort((a, b) => key(a) - key(b));
    expect(sorted(read.appearances)).toEqual(sorted(season.appearances));
  });

  it('reads a gameweek live and a manager entry', async () => {
    const live = await client.eventLive(1);
    const haaland = live.elements.find((e) => e.id === 430);
    expect(haaland?.stats).toMatchObject({ goals_scored: 2, total_points: 13 });
    const picks = await client.entryPicks(1001, 4);
    expect(picks.picks).toHaveLength(15);
    expect(picks.picks.filter((p) => p.is_captain)).toHaveLength(1);
  });

  it('turns a 404 into UpstreamNotFoundError', async () => {
    await expect(client.entryPicks(999_999, 4)).rejects.toBeInstanceOf(UpstreamNotFoundError);
  });

  it('gives up after its timeout with UpstreamUnavailableError', async () => {
    server.setMode('timeout');
    const started = Date.now();
    await expect(client.bootstrapStatic()).rejects.toThrow('did not answer within 1.5s');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('treats 5xx as unavailable and malformed JSON as invalid', async () => {
    server.setMode('error');
    await expect(client.fixtures()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    server.setMode('malformed');
    await expect(client.entryPicks(1001, 4)).rejects.toBeInstanceOf(UpstreamInvalidError);
  });

  it('rejects well-formed JSON of the wrong shape', async () => {
    await expect(client.get('/fixtures/', (await import('../src')).BootstrapStaticSchema)).rejects.toBeInstanceOf(UpstreamInvalidError);
  });
});

describe('official API client when a connection drops before an answer', () => {
  // A server that cuts the connection of the first `drops` requests without a byte of answer,
  // as a kept-alive connection closed by the server at the moment the client reuses it looks.
  async function droppingServer(drops: number): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
    let requests = 0;
    const server = createServer((req, res) => {
      requests += 1;
      if (requests <= drops) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, requests: () => requests, close: () => new Promise((r) => server.close(() => r())) };
  }

  it('asks once more on a new connection and answers what the second request got', async () => {
    const server = await droppingServer(1);
    try {
      await expect(new FplApiClient({ baseUrl: server.url }).fixtures()).resolves.toEqual([]);
      expect(server.requests()).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('says the service could not be reached when the second request drops too, and asks no third time', async () => {
    const server = await droppingServer(5);
    try {
      await expect(new FplApiClient({ baseUrl: server.url }).fixtures()).rejects.toThrow('The official FPL service could not be reached');
      expect(server.requests()).toBe(2);
    } finally {
      await server.close();
    }
  });
});
