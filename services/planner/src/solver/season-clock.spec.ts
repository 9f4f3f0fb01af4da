import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FinishedGameweeks } from '../fpl-team/finished-gameweeks';
import { SeasonClock } from './season-clock';

/** A stats replica answering GET /api/season with `status` (and a clock when 200). */
function replica(status: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify({ season: '2025-26', currentGameweek: 4, planningFrom: 5, nextGameweeks: [5, 6], lastFinishedGameweek: 4, pinnedByConfiguration: true, importedAt: null }) : '{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the season clock read from stats replicas (STATS_SERVICE_URL lists them, issue 29)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('asks the next replica when one is down or still loading, and says so when none answers', async () => {
    const loading = await replica(503);
    const ready = await replica(200);
    servers.push(loading, ready);
    const list = `http://127.0.0.1:9, ${url(loading)}, ${url(ready)}/`;
    await expect(new SeasonClock(list).planningFrom()).resolves.toBe(5);
    await expect(new FinishedGameweeks(list).isFinished(4)).resolves.toBe(true);
    await expect(new SeasonClock(`http://127.0.0.1:9,${url(loading)}`).planningFrom()).rejects.toThrow('The season clock is unavailable');
  });
});
