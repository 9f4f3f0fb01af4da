/** @engines sqlite: no database in it (made-up seasons and the fixture server only), so the server passes would only repeat it */
import { join } from 'node:path';
import { servedSeason, startFixtureServer, newSeasonTeamIds, type FixtureServer } from '../src';

/** The fixture server standing in for the official game in the made-up 2026/27 (issue 32). */
const SNAPSHOT = join(__dirname, '..', '..', '..', 'data', 'snapshot');
const TEAMS = newSeasonTeamIds('2026-27');

describe('the fixture server on 2026/27', () => {
  let server: FixtureServer;
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    server = await startFixtureServer({ season: servedSeason(SNAPSHOT, '2026-27') });
  });
  afterAll(() => server.close());

  it('serves bootstrap-static with the new clubs, a 2026 first deadline and GW4 next', async () => {
    const { body } = await get('/bootstrap-static/');
    expect(body.teams.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Kingsmere City', 'Portwick Athletic', 'Redfield Rovers']));
    expect(body.teams.map((t: { name: string }) => t.name)).not.toContain('Wolves');
    expect(body.events[0].deadline_time.slice(0, 4)).toBe('2026');
    expect(body.events.find((e: { is_next: boolean }) => e.is_next).id).toBe(4);
    expect(body.elements.some((e: { status: string }) => e.status === 'i')).toBe(true);
  });

  it('serves the fixtures and a promoted player\'s history', async () => {
    const fixtures = (await get('/fixtures/')).body as Array<{ finished: boolean; event: number }>;
    expect(fixtures).toHaveLength(380);
    expect(fixtures.filter((f) => f.finished)).toHaveLength(30);
    const { body } = await get('/bootstrap-static/');
    const promoted = body.teams.find((t: { name: string }) => t.name === 'Kingsmere City').id;
    const player = body.elements.find((e: { team: number; minutes: number }) => e.team === promoted && e.minutes > 0);
    const summary = await get(`/element-summary/${player.id}/`);
    expect(summary.body.history.map((h: { round: number }) => h.round)).toEqual([1, 2, 3]);
  });

  it('answers for the season\'s own teams: picks for GW1-3 and a transfer in GW2, nothing for GW4', async () => {
    expect((await get(`/entry/${TEAMS.mover}/`)).body.name).toBe('Rollover Rovers');
    for (const gw of [1, 2, 3]) expect((await get(`/entry/${TEAMS.mover}/event/${gw}/picks/`)).body.picks).toHaveLength(15);
    expect((await get(`/entry/${TEAMS.mover}/event/4/picks/`)).status).toBe(404);
    const transfers = (await get(`/entry/${TEAMS.mover}/transfers/`)).body as Array<{ event: number }>;
    expect(transfers.map((t) => t.event)).toEqual([2]);
    expect((await get(`/entry/${TEAMS.steady}/transfers/`)).body).toEqual([]);
    // 2025/26's teams are not this season's.
    expect((await get('/entry/1001/')).status).toBe(404);
  });
});

it('serves 2027/28 built from 2026/27, with its own teams', async () => {
  const server = await startFixtureServer({ season: servedSeason(SNAPSHOT, '2027-28') });
  try {
    const body = (await (await fetch(`${server.url}/bootstrap-static/`)).json()) as { events: Array<{ deadline_time: string }> };
    expect(body.events[0].deadline_time.slice(0, 4)).toBe('2027');
    expect((await fetch(`${server.url}/entry/${newSeasonTeamIds('2027-28').mover}/event/3/picks/`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
