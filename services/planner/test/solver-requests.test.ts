/** @engines sqlite */
import request from 'supertest';
import { ApiErrorSchema, type Player } from '@draftroom/contracts';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { squadWithFourOfAClub } from '@draftroom/testing';
import { snapshotCatalogue, startUpstream, type BootedService } from '@draftroom/testing/services';
import { bootSolverPlanner } from './solver-support';

/**
 * What a solve is refused for before any job exists: malformed requests answer 400 naming the
 * field, requests the rules alone rule out answer 422 naming the rule, in the builder's words.
 */
describe('solver requests at the edge', () => {
  let upstream: FixtureServer;
  let svc: BootedService;
  let late: BootedService;
  let players: Player[];

  beforeAll(async () => {
    upstream = await startUpstream();
    const catalogue = await snapshotCatalogue();
    players = [...catalogue.list];
    svc = await bootSolverPlanner({ upstream: upstream.url, catalogue });
    late = await bootSolverPlanner({ upstream: upstream.url, catalogue, planningFrom: 35 });
  });

  afterAll(async () => {
    await svc?.close();
    await late?.close();
    await upstream?.close();
  });

  const refused = async (path: string, body: object, status: number, on = svc) => {
    const res = await request(on.server).post(`/api/solver/${path}`).send(body);
    expect(res.status).toBe(status);
    return ApiErrorSchema.parse(res.body);
  };
  const byPrice = (position: number) => players.filter((p) => p.position === position).sort((a, b) => b.price - a.price || a.id - b.id);
  const ofClub = (club: number) => players.filter((p) => p.team === club && p.position > 1).slice(0, 4);

  it.each([
    [{ horizon: 9 }, 'horizon: Horizon must be between 1 and 8 gameweeks'],
    [{ horizon: 0 }, 'horizon: Horizon must be between 1 and 8 gameweeks'],
    [{ horizon: 2.5 }, 'horizon: Horizon must be a whole number of gameweeks'],
    [{ locked: [1, 1] }, 'locked: Locked players lists a player twice'],
    [{ benchWeight: 2 }, 'benchWeight: Bench weight must be between 0 and 1'],
    [{ budget: 99.5 }, 'budget: Budget must be a whole number of tenths of £m (55 = £5.5m)'],
  ])('best draft %j: 400 %s', async (body, message) => {
    expect((await refused('best-draft', body, 400)).message).toBe(message);
  });

  it('names unknown player ids', async () => {
    expect((await refused('best-draft', { locked: [999999] }, 400)).message).toBe('locked: unknown player id 999999');
    expect((await refused('best-draft', { excluded: [999998, 999999] }, 400)).message).toBe('excluded: unknown player ids 999998, 999999');
  });

  it('refuses a horizon that runs past gameweek 38', async () => {
    const error = await refused('best-draft', { horizon: 5 }, 400, late);
    expect(error.message).toBe('horizon: 5 gameweeks from gameweek 35 runs past gameweek 38; at most 4 are left');
    await request(late.server).post('/api/solver/best-draft').send({ horizon: 4 }).expect(202);
  });

  it('422: four locked players from one club, naming the club', async () => {
    const club = ofClub(players[0].team);
    const error = await refused('best-draft', { locked: club.map((p) => p.id) }, 422);
    expect(error.message).toContain(`Maximum players from ${club[0].teamName} selected`);
  });

  it('422: locked players over the budget', async () => {
    // The dearest of each position, at most three per club: ten players worth far more than £70.0m.
    const locked: Player[] = [];
    for (const [position, count] of [[1, 1], [2, 2], [3, 4], [4, 3]]) {
      locked.push(...byPrice(position).filter((p) => locked.filter((q) => q.team === p.team).length < 3).slice(0, count));
    }
    const error = await refused('best-draft', { locked: locked.map((p) => p.id), budget: 700 }, 422);
    expect(error.message).toMatch(/Exceeds budget limit/);
  });

  it('422: a position that cannot be filled once players are excluded', async () => {
    const keepers = players.filter((p) => p.position === 1).map((p) => p.id);
    const error = await refused('best-draft', { excluded: keepers.slice(1) }, 422);
    expect(error.message).toMatch(/goalkeepers/i);
  });

  it.each([
    [{}, 'squad: Give a team ID or a squad of 15 players with the bank'],
    [{ teamId: FIXTURE_TEAMS.plain, horizon: 9 }, 'horizon: Horizon must be between 1 and 8 gameweeks'],
    [{ teamId: FIXTURE_TEAMS.plain, discount: 0 }, 'discount: Discount must be above 0 and at most 1'],
    [{ teamId: FIXTURE_TEAMS.plain, maxHits: -1 }, 'maxHits: Max hits cannot be negative'],
  ])('suggest transfers %j: 400 %s', async (body, message) => {
    expect((await refused('transfers', body, 400)).message).toBe(message);
  });

  it('refuses a negative bank and a squad that is not fifteen', async () => {
    const squad = players.slice(0, 15).map((p) => ({ id: p.id }));
    expect((await refused('transfers', { squad, bank: -5 }, 400)).message).toBe('bank: Bank cannot be negative');
    expect((await refused('transfers', { squad: squad.slice(1), bank: 0 }, 400)).message).toBe('squad: The squad must have exactly 15 players');
  });

  it('accepts a squad holding four of one club after a move, and refuses keeping a fifth bought (decision 228)', async () => {
    const { squad, club } = squadWithFourOfAClub(players);
    const body = { squad: squad.map((p) => ({ id: p.id })), bank: 0 };
    await request(svc.server).post('/api/solver/transfers').send(body).expect(202);
    const fifth = players.find((p) => p.team === club && !squad.includes(p))!;
    const error = await refused('transfers', { ...body, keep: [...squad.filter((p) => p.team === club), fifth].map((p) => p.id) }, 422);
    expect(error.message).toMatch(/^The kept players cannot all be in one squad: Maximum players from .+ selected/);
  });

  it('422: more avoided owned players than the transfers a gameweek allows', async () => {
    const picks = (await request(svc.server).get(`/api/fpl-team/${FIXTURE_TEAMS.plain}/event/4/picks`).expect(200)).body.picks as Array<{ element: number }>;
    const avoid = picks.slice(0, 3).map((p) => p.element);
    const error = await refused('transfers', { teamId: FIXTURE_TEAMS.plain, avoid, maxTransfersPerGameweek: 2 }, 422);
    expect(error.message).toBe('3 owned players are avoided, so they must be sold in gameweek 5, but at most 2 transfers a gameweek are allowed');
  });
});
