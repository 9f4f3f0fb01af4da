import request from 'supertest';
import { DataSource } from 'typeorm';
import { PlayerListSchema, SavedPlanSchema, TeamPicksSchema, TeamTransferListSchema, type Player, type SaveFplPlan } from '@draftroom/contracts';
import {
  bringIn, createPlan, formatTenths, freeTransfersOf, goForward, planRecords, plannerPlayerOf, squadFromPlayers, teamSquad,
  squadPlayerIds, updateCurrent, type PlannerPlayer, type PlanState, type PositionId, type SlotRef,
} from '@draftroom/domain';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import type { BootedService } from '@draftroom/nest-kit/testing';
import { bootPlanner, startStatsApi, startUpstream, type StatsApi } from './support';

/**
 * The server recomputes what a plan is worth (decision 061). Honest plans are built the way the
 * Team Manager builds them (the domain's plan functions, from the fixture teams' real picks);
 * each forged plan changes one figure and must be refused with a 400 naming the gameweek and the
 * figure, storing nothing.
 */
describe('forged plans', () => {
  let stats: StatsApi;
  let upstream: FixtureServer;
  let svc: BootedService;
  let players: Player[];
  let lookup: (id: number) => PlannerPlayer | undefined;
  const name = (id: number) => lookup(id)!.name!;

  const save = (body: unknown, path = '/api/save-fpl-plan') => request(svc.server).post(path).send(body as object);
  const planCount = () => svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans').then((r: Array<{ n: string | number }>) => Number(r[0].n));

  /** Brings the first player the picker accepts into the squad's `nth` slot of a position. */
  function transfer(plan: PlanState, position: PositionId, nth = 0): PlanState {
    const slots = [...plan.current.starters.map((s, index) => ({ s, ref: { onBench: false, index } })), ...plan.current.bench.map((s, index) => ({ s, ref: { onBench: true, index } }))];
    const ref: SlotRef = slots.filter(({ s }) => s.position === position)[nth].ref;
    const inSquad = squadPlayerIds(plan.current);
    const free = freeTransfersOf(plan, plan.current.gameweek);
    for (const p of players) {
      const candidate = lookup(p.id);
      if (!candidate || candidate.position !== position || inSquad.includes(p.id)) continue;
      const outcome = bringIn(plan.current, ref, candidate, lookup, free);
      if (outcome.kind === 'transferred') return updateCurrent(plan, outcome.squad);
    }
    throw new Error('no affordable transfer');
  }

  /** A real team's GW4 picks, planned from GW5 as the screen plans them (clock at GW4). */
  async function teamPlan(teamId: number): Promise<PlanState> {
    const picks = TeamPicksSchema.parse((await request(svc.server).get(`/api/fpl-team/${teamId}/event/4/picks`).expect(200)).body);
    const transfers = TeamTransferListSchema.parse((await request(svc.server).get(`/api/fpl-team/${teamId}/transfers`).expect(200)).body);
    // every fixture team played GW1: its first squad was bought at GW1 prices (decision 100)
    return createPlan(teamSquad(picks, 4, lookup, transfers, 1), 5, freeTransfersByTeam[teamId]);
  }
  const freeTransfersByTeam: Record<number, number> = { [FIXTURE_TEAMS.hit]: 1, [FIXTURE_TEAMS.benchBoost]: 5, [FIXTURE_TEAMS.plain]: 4 };

  /** Team 1003 (one free transfer): GW5 a free transfer and a -4, GW6 one free transfer. */
  let hitPlan: SaveFplPlan;

  beforeAll(async () => {
    stats = await startStatsApi();
    upstream = await startUpstream();
    svc = await bootPlanner({ upstream: upstream.url, stats: stats.url });
    players = PlayerListSchema.parse((await request(stats.svc.server).get('/api/players').expect(200)).body)
      .sort((a, b) => a.price - b.price || a.id - b.id);
    const byId = new Map(players.map((p) => [p.id, plannerPlayerOf(p)]));
    lookup = (id) => byId.get(id);
    let plan = await teamPlan(FIXTURE_TEAMS.hit);
    plan = transfer(transfer(plan, 2, 4), 3, 4);
    plan = transfer(goForward(plan), 4, 2);
    hitPlan = { teamId: FIXTURE_TEAMS.hit, planName: 'Hit plan', ...planRecords(plan) };
  });
  afterAll(async () => {
    await svc.close();
    await upstream.close();
    await stats.close();
  });

  const bank = (gw: number) => hitPlan.gameweekBankAmounts![String(gw)];
  const refused = async (body: unknown, message: string, path?: string) => {
    const before = await planCount();
    const res = await save(body, path).expect(400);
    expect(res.body.message).toBe(message);
    expect(await planCount()).toBe(before);
  };

  it('accepts the honest plan and stores the figures the server computed', async () => {
    const [t1, t2, t3] = hitPlan.transferHistory;
    expect([t1.wasFreeTransfer, t2.wasFreeTransfer, t3.wasFreeTransfer]).toEqual([true, false, true]);
    // without its banks, the server fills in what the transfers leave
    const { gameweekBankAmounts: _banks, ...withoutBanks } = hitPlan;
    const res = await save(withoutBanks).expect(201);
    const stored = SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${res.body.id}`).expect(200)).body);
    expect(stored.gameweekBankAmounts).toEqual(hitPlan.gameweekBankAmounts);
    expect(stored.transferHistory).toEqual(hitPlan.transferHistory);
  });

  it('refuses a raised bank', async () => {
    await refused({ ...hitPlan, gameweekBankAmounts: { ...hitPlan.gameweekBankAmounts, 6: bank(6) + 10 } },
      `Gameweek 6: the bank should be ${formatTenths(bank(6))}, not ${formatTenths(bank(6) + 10)}`);
  });

  it('refuses a paid transfer marked free', async () => {
    const [t1, t2, t3] = hitPlan.transferHistory;
    await refused({ ...hitPlan, transferHistory: [t1, { ...t2, wasFreeTransfer: true }, t3] },
      `Gameweek 5: transfer 2 (${name(t2.playerOut)} → ${name(t2.playerIn)}) should cost 4 points, not 0 (1 free transfer)`);
  });

  it('refuses a player sold above his price, even with the bank to match', async () => {
    const [t1, ...rest] = hitPlan.transferHistory;
    const forged = {
      ...hitPlan,
      transferHistory: [{ ...t1, playerOutPrice: t1.playerOutPrice + 5 }, ...rest],
      gameweekBankAmounts: { 5: bank(5) + 5, 6: bank(6) + 5 },
    };
    await refused(forged, `Gameweek 5: ${name(t1.playerOut)} sells for at most ${formatTenths(t1.playerOutPrice)}, not ${formatTenths(t1.playerOutPrice + 5)}`);
  });

  it('refuses 16 players', async () => {
    const squad = hitPlan.gameweekSquads['5'] as { players: number[] };
    const extra = players.find((p) => p.position === 4 && !squad.players.includes(p.id)
      && squad.players.filter((id) => lookup(id)!.team === p.team).length < 3)!;
    await refused({ ...hitPlan, gameweekSquads: { ...hitPlan.gameweekSquads, 5: { ...squad, players: [...squad.players, extra.id] } } },
      `Gameweek 5: Squad is full (${name(extra.id)})`);
  });

  it('refuses a player twice', async () => {
    const squad = hitPlan.gameweekSquads['6'] as { players: number[] };
    const twice = [...squad.players.slice(0, 14), squad.players[0]];
    await refused({ ...hitPlan, gameweekSquads: { ...hitPlan.gameweekSquads, 6: { ...squad, players: twice } } },
      `Gameweek 6: Player already selected (${name(squad.players[0])})`);
  });

  it("refuses a plan that does not start from the team's picks", async () => {
    // team 1003's squad, no transfers, filed under team 1004
    const borrowed = { teamId: FIXTURE_TEAMS.benchBoost, planName: 'Borrowed squad', ...planRecords(await teamPlan(FIXTURE_TEAMS.hit)) };
    const res = await save(borrowed).expect(400);
    expect(res.body.message).toMatch(/^Gameweek 5: the squad does not follow from the team's gameweek 4 picks and this gameweek's transfers \(missing .+; not expected .+\)$/);
    await refused({ ...hitPlan, teamId: FIXTURE_TEAMS.missing },
      `Gameweek 5: the plan starts from team ${FIXTURE_TEAMS.missing}'s gameweek 4 picks, which the official FPL game does not have. Check the team ID.`);
  });

  it("counts the team's free transfers from its history upstream: a bench boost team's two GW5 transfers are free", async () => {
    const plan = transfer(transfer(await teamPlan(FIXTURE_TEAMS.benchBoost), 2, 4), 3, 4);
    const honest = { teamId: FIXTURE_TEAMS.benchBoost, planName: 'Bench boost plan', ...planRecords(plan) };
    expect(honest.transferHistory.map((t) => t.wasFreeTransfer)).toEqual([true, true]);
    await save(honest).expect(201);
    const [t1, t2] = honest.transferHistory;
    await refused({ ...honest, transferHistory: [t1, { ...t2, wasFreeTransfer: false }] },
      `Gameweek 5: transfer 2 (${name(t2.playerOut)} → ${name(t2.playerIn)}) should cost 0 points, not 4 (5 free transfers)`);
  });

  describe('a plan from a draft (save-plan): it starts from its own first gameweek', () => {
    let draftPlan: Record<string, unknown>;
    beforeAll(() => {
      // the fifteen cheapest legal players, as a draft; the rest of £100m in the bank; one free transfer
      const picked: number[] = [];
      for (const p of players) {
        const need = { 1: 2, 2: 5, 3: 5, 4: 3 }[p.position as PositionId] ?? 0;
        const clubmates = picked.filter((id) => lookup(id)!.team === p.team).length;
        if (picked.filter((id) => lookup(id)!.position === p.position).length < need && clubmates < 3) picked.push(p.id);
      }
      const spent = picked.reduce((n, id) => n + Math.round(lookup(id)!.price * 10), 0);
      let plan = createPlan(squadFromPlayers(picked, 1000 - spent, 4, lookup, (a, b) => a - b), 5, 1);
      plan = transfer(transfer(goForward(transfer(plan, 3, 0)), 2, 0), 4, 0);
      const records = planRecords(plan);
      const { gameweekSquads, transferHistory, gameweekBankAmounts } = records;
      draftPlan = { name: 'From a draft', teamId: 4242, gameweekSquads, transferHistory, gameweekBankAmounts };
    });

    it('accepts the honest plan and records that it starts from a draft, not from team 4242', async () => {
      const { id } = (await save(draftPlan, '/api/save-plan').expect(201)).body as { id: number };
      const savedPlan = SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${id}`).expect(200)).body);
      expect(savedPlan.origin).toBe('draft');
      // a plan saved before the origin was recorded reopens on its team's picks, as it did then
      await svc.app.get(DataSource).query(`UPDATE plans SET origin = NULL WHERE id = ${Number(id)}`);
      expect(SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${id}`).expect(200)).body).origin).toBe('team');
    });

    it('refuses a later bank raised, and a second transfer marked free', async () => {
      const banks = draftPlan.gameweekBankAmounts as Record<string, number>;
      await refused({ ...draftPlan, gameweekBankAmounts: { ...banks, 6: banks['6'] + 3 } },
        `Gameweek 6: the bank should be ${formatTenths(banks['6'])}, not ${formatTenths(banks['6'] + 3)}`, '/api/save-plan');
      const [t1, t2, t3] = draftPlan.transferHistory as SaveFplPlan['transferHistory'];
      expect([t1.wasFreeTransfer, t2.wasFreeTransfer, t3.wasFreeTransfer]).toEqual([true, true, false]);
      await refused({ ...draftPlan, transferHistory: [t1, t2, { ...t3, wasFreeTransfer: true }] },
        `Gameweek 6: transfer 2 (${name(t3.playerOut)} → ${name(t3.playerIn)}) should cost 4 points, not 0 (1 free transfer)`, '/api/save-plan');
    });

    it('needs the bank of its first gameweek, the start it brings', async () => {
      await refused({ ...draftPlan, gameweekBankAmounts: undefined },
        'Gameweek 5: the bank amount is missing (a plan saved this way starts from its first gameweek\'s squad and bank)', '/api/save-plan');
    });
  });
});
