import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchFromAnyStatsReplica, statsBaseUrls } from './stats-replicas';

const PLAYERS = JSON.stringify([{ id: 1, webName: 'Raya' }, { id: 2, webName: 'Saliba' }]);

/** A replica that sends its headers and half the body, then dies (SIGKILL mid-answer). */
function dyingMidAnswer(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(PLAYERS.length) });
    res.write(PLAYERS.slice(0, 10), () => res.socket?.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function answering(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
    res.end(PLAYERS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('fetchFromAnyStatsReplica', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('asks the next replica when one dies while sending its answer, and gives the whole body read', async () => {
    const dying = await dyingMidAnswer();
    const alive = await answering();
    servers.push(dying, alive);
    const answer = await fetchFromAnyStatsReplica([url(dying), url(alive)], '/api/players', {}, 2000);
    expect(answer).toEqual({ status: 200, ok: true, etag: '"v1"', body: JSON.parse(PLAYERS) });
  });

  it('answers nothing when every replica dies mid-answer', async () => {
    const dying = await dyingMidAnswer();
    servers.push(dying);
    await expect(fetchFromAnyStatsReplica([url(dying)], '/api/players', {}, 2000)).resolves.toBeUndefined();
  });

  it('reads a comma-separated list of replicas', () => {
    expect(statsBaseUrls('http://a:1/, http://b:2')).toEqual(['http://a:1', 'http://b:2']);
  });
});
