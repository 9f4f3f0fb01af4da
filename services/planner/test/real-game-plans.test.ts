import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  PlayerListSchema, SavedPlanListSchema, SavedPlanSchema, TeamPicksSchema, TeamTransferListSchema, type SaveFplPlan,
} from '@draftroom/contracts';
import {
  bringIn, createPlan, findPlayer, formatTenths, freeTransfersOf, planRecords, plannerPlayerOf, playChip, sellingPrice, teamSquad,
  squadPlayerIds, toTenths, updateCurrent, type PlannerPlayer, type PlanState, type SlotRef,
} from '@draftroom/domain';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import type { BootedService } from '@draftroom/nest-kit/testing';
import { PlansRepository } from '../src/plans/plans.repository';
import { bootPlanner, startStatsApi, startUpstream, type StatsApi } from './support';

/**
 * Issue 14: the replay plays by the real game. Selling prices come from the team's transfer
 * history, chips change the free transfers and are once per half-season, the manager may correct
 * the first gameweek's free transfers, and a plan's owner key finds it first and saves over it.
 */
describe('plans by the real game', () => {
  let stats: StatsApi;
  let upstream: FixtureServer;
  let svc: BootedService;
  let market: PlannerPlayer[];
  let lookup: (id: number) => PlannerPlayer | undefined;

  const save = (body: unknown) => request(svc.server).post('/api/save-fpl-plan').send(body as object);
  const planCount = () => svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans').then((r: Array<{ n: string | number }>) => Number(r[0].n));

  /** A real team's GW4 picks planned from GW5, with what it paid for its players (the screen's start). */
  async function teamPlan(teamId: number, free: number): Promise<PlanState> {
    const picks = TeamPicksSchema.parse((await request(svc.server).get(`/api/fpl-team/${teamId}/event/4/picks`).expect(200)).body);
    const transfers = TeamTransferListSchema.parse((await request(svc.server).get(`/api/fpl-team/${teamId}/transfers`).expect(200)).body);
    return createPlan(teamSquad(picks, 4, lookup, transfers, 1), 5, free); // every fixture team played GW1
  }

  /** Sells the player in `ref` for `sale` (default: his selling price) for the cheapest player the picker accepts. */
  function transferAt(plan: PlanState, ref: SlotRef, sale?: number): PlanState {
    const slot = (ref.onBench ? plan.current.bench : plan.current.starters)[ref.index];
    for (const p of market) {
      if (p.position !== slot.position || squadPlayerIds(plan.current).includes(p.id)) continue;
      const outcome = bringIn(plan.current, ref, p, lookup, freeTransfersOf(plan, 5), sale);
      if (outcome.kind === 'transferred') return updateCurrent(plan, outcome.squad);
    }
    throw new Error('no affordable transfer');
  }
  const nth = (plan: PlanState, n: number): SlotRef => ({ onBench: false, index: n });
  const records = (teamId: number, plan: PlanState, planName = 'Real game plan'): SaveFplPlan => ({ teamId, planName, ...planRecords(plan) });

  beforeAll(async () => {
    stats = await startStatsApi();
    upstream = await startUpstream();
    svc = await bootPlanner({ upstream: upstream.url, stats: stats.url });
    market = PlayerListSchema.parse((await request(stats.svc.server).get('/api/players').expect(200)).body)
      .sort((a, b) => a.price - b.price || a.id - b.id).flatMap((p) => plannerPlayerOf(p) ?? []);
    const byId = new Map(market.map((p) => [p.id, p]));
    lookup = (id) => byId.get(id);
  });
  afterAll(async () => {
    await svc.close();
    await upstream.close();
    await stats.close();
  });

  it('sells a player the team bought for his purchase price plus half the rise, never his price now (team 1003)', async () => {
    const plan = await teamPlan(FIXTURE_TEAMS.hit, 1);
    const risen = squadPlayerIds(plan.current).find((id) => {
      const paid = plan.current.purchasePrices?.[id];
      return paid !== undefined && toTenths(lookup(id)!.price) > paid;
    });
    expect(risen).toBeDefined(); // João Pedro: bought £7.6m in GW3, £7.7m at the clock
    const now = toTenths(lookup(risen!)!.price);
    const sells = sellingPrice(now, plan.current.purchasePrices![risen!]);
    expect(sells).toBeLessThan(now);
    const ref = findPlayer(plan.current, risen!)!;
    const forged = records(FIXTURE_TEAMS.hit, transferAt(plan, ref, now));
    const before = await planCount();
    const res = await save(forged).expect(400);
    expect(res.body.message).toBe(`Gameweek 5: ${lookup(risen!)!.name} sells for at most ${formatTenths(sells)}, not ${formatTenths(now)}`);
    expect(await planCount()).toBe(before);
    await save(records(FIXTURE_TEAMS.hit, transferAt(plan, ref))).expect(201);
  });

  it('sells a player of the first squad for his gameweek-1 price plus half the rise (team 1001 never transferred)', async () => {
    const plan = await teamPlan(FIXTURE_TEAMS.plain, 4);
    const risen = squadPlayerIds(plan.current).find((id) => {
      const start = lookup(id)!.startPrice;
      return start !== undefined && toTenths(lookup(id)!.price) - toTenths(start) >= 2;
    });
    expect(risen).toBeDefined();
    const now = toTenths(lookup(risen!)!.price);
    const sells = sellingPrice(now, toTenths(lookup(risen!)!.startPrice!));
    expect(sells).toBeLessThan(now);
    const ref = findPlayer(plan.current, risen!)!;
    const res = await save(records(FIXTURE_TEAMS.plain, transferAt(plan, ref, now))).expect(400);
    expect(res.body.message).toBe(`Gameweek 5: ${lookup(risen!)!.name} sells for at most ${formatTenths(sells)}, not ${formatTenths(now)}`);
    await save(records(FIXTURE_TEAMS.plain, transferAt(plan, ref))).expect(201);
  });

  it('a wildcard makes five transfers free; the plan and the list keep the chip', async () => {
    let plan = playChip(await teamPlan(FIXTURE_TEAMS.plain, 4), 'wildcard') as PlanState;
    for (const i of [1, 2, 3, 5, 6]) plan = transferAt(plan, nth(plan, i));
    const body = records(FIXTURE_TEAMS.plain, plan, 'Wildcard week');
    expect(body.transferHistory.every((t) => t.wasFreeTransfer)).toBe(true);
    const { id } = (await save(body).expect(201)).body;
    const stored = SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${id}`).expect(200)).body);
    expect(stored.gameweekSquads['5'].chip).toBe('wildcard');
    expect(stored.origin).toBe('team');
    const list = SavedPlanListSchema.parse((await request(svc.server).get('/api/saved-plans?name=Wildcard%20week').expect(200)).body);
    expect(list[0].chips).toEqual([{ chip: 'wildcard', gameweek: 5 }]);
  });

  it('refuses a chip the team already played this half-season (team 1002, wildcard in GW3)', async () => {
    const plan = playChip(await teamPlan(FIXTURE_TEAMS.wildcard, 2), 'wildcard') as PlanState;
    expect('problem' in plan).toBe(false); // the plan was made without the team's history
    const res = await save(records(FIXTURE_TEAMS.wildcard, plan)).expect(400);
    expect(res.body.message).toBe('Gameweek 5: Wildcard is already played in gameweek 3 (once per half-season)');
  });

  it("uses the manager's corrected free transfers for the first gameweek, and records them", async () => {
    const plan = transferAt(transferAt(await teamPlan(FIXTURE_TEAMS.plain, 1), nth(await teamPlan(FIXTURE_TEAMS.plain, 1), 1)), { onBench: false, index: 2 });
    const corrected = { ...records(FIXTURE_TEAMS.plain, { ...plan, derivedFreeTransfers: 4 }), firstGameweekFreeTransfers: 1 };
    expect(corrected.transferHistory.map((t) => t.wasFreeTransfer)).toEqual([true, false]);
    const { id } = (await save(corrected).expect(201)).body;
    expect(SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${id}`).expect(200)).body).firstGameweekFreeTransfers).toBe(1);
    const { firstGameweekFreeTransfers: _count, ...derived } = corrected; // the history gives 4: the -4 is forged
    expect((await save(derived).expect(400)).body.message).toMatch(/should cost 0 points, not 4 \(4 free transfers\)$/);
    expect((await save({ ...corrected, firstGameweekFreeTransfers: 6 }).expect(400)).body.message).toMatch(/at most 5/);
  });

  it('finds the owner\'s plan first behind 100 decoys, and only its owner key saves over it', async () => {
    const honest = records(FIXTURE_TEAMS.benchBoost, await teamPlan(FIXTURE_TEAMS.benchBoost, 5), 'Owner plan');
    const saved = (await save(honest).expect(201)).body as { id: number; ownerKey: string };
    expect(saved.ownerKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const repository = svc.app.get(PlansRepository);
    const row = (await repository.findById(saved.id))!;
    for (let i = 0; i < 100; i += 1) {
      const { id: _id, ...copy } = row;
      await repository.insert({ ...copy, name: `Decoy ${i}`, searchName: `decoy ${i}`, ownerKeyHash: null, createdAt: new Date(Date.now() + 1000 + i) });
    }
    const plain = SavedPlanListSchema.parse((await request(svc.server).get(`/api/saved-plans?teamId=${FIXTURE_TEAMS.benchBoost}`).expect(200)).body);
    expect(plain).toHaveLength(100);
    expect(plain.some((p) => p.id === saved.id)).toBe(false);
    const owned = SavedPlanListSchema.parse((await request(svc.server)
      .get(`/api/saved-plans?teamId=${FIXTURE_TEAMS.benchBoost}&key=${saved.ownerKey}`).expect(200)).body);
    expect(owned[0]).toMatchObject({ id: saved.id, owned: true });
    expect(owned).toHaveLength(100);

    const wrongKey = { ...honest, planName: 'Stolen', replaces: { id: saved.id, ownerKey: 'x'.repeat(32) } };
    expect((await save(wrongKey).expect(403)).body.message).toBe('Only the owner key of that plan can save over it. Save it as a new plan instead.');
    const over = { ...honest, planName: 'Owner plan v2', replaces: { id: saved.id, ownerKey: saved.ownerKey } };
    const count = await planCount();
    expect((await save(over).expect(201)).body).toMatchObject({ id: saved.id, replaced: true });
    expect(await planCount()).toBe(count);
    expect((await request(svc.server).get(`/api/saved-plans/${saved.id}`).expect(200)).body.name).toBe('Owner plan v2');
  });
});
