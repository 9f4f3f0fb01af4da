import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  SavedPlanListSchema, SavedPlanSchema, SavePlanResultSchema, TeamPicksSchema, type Player, type SaveFplPlan, type TeamPicks,
} from '@draftroom/contracts';
import {
  bringIn, createPlan, freeTransfersOf, goForward, initialFreeTransfers, planRecords, plannerPlayerOf, squadFromPicks, squadPlayerIds, teamSquad,
  squadProblem, updateCurrent, type PlannerPlayer, type PlanState,
} from '@draftroom/domain';
import { FIXTURE_TEAMS, type FixtureServer } from '@draftroom/fpl-fixture-server';
import { pendingSchemaChanges } from '@draftroom/nest-kit';
import { snapshotCatalogue, type BootedService } from '@draftroom/testing/services';
import { bootPlanner, startUpstream } from './support';

/**
 * Saved plans against the real 2025/26 players at GW4 (the snapshot-fed stats-client fake, held
 * to the real stats service by services/stats/test/players-contract.test.ts) and real teams from
 * the recorded-fixture server: every player in these payloads is a real 2025/26 player.
 */
describe('saved plans', () => {
  let upstream: FixtureServer;
  let svc: BootedService;
  let players: Player[];
  let lookup: (id: number) => PlannerPlayer | undefined;
  let picks4: TeamPicks;
  let valid: SaveFplPlan;

  /** The Team Manager's flow in the domain: GW4 picks, one transfer in GW5, on to GW6. */
  function plannedFrom(teamPicks: TeamPicks): PlanState {
    // team 1001 never transferred and played GW1: its squad was bought at GW1 prices (decision 100)
    const base = teamSquad(teamPicks, 4, lookup, [], 1);
    let plan = createPlan(base, 5, 4);
    const out = plan.current.bench.find((s) => s.position === 2)!;
    const current = squadPlayerIds(plan.current);
    const candidate = players.find((p) =>
      p.position === 2 && !current.includes(p.id) &&
      bringIn(plan.current, { onBench: true, index: plan.current.bench.indexOf(out) }, lookup(p.id)!, lookup, 4).kind === 'transferred')!;
    const outcome = bringIn(plan.current, { onBench: true, index: plan.current.bench.indexOf(out) }, lookup(candidate.id)!, lookup, freeTransfersOf(plan, 5));
    if (outcome.kind !== 'transferred') throw new Error('no transfer');
    plan = goForward(updateCurrent(plan, outcome.squad));
    return plan;
  }

  const payloadOf = (plan: PlanState, teamId: number, planName: string): SaveFplPlan => ({ teamId, planName, ...planRecords(plan) });

  const save = (body: unknown, path = '/api/save-fpl-plan') => request(svc.server).post(path).send(body as object);
  const planCount = () => svc.app.get(DataSource).query('SELECT COUNT(*) AS n FROM plans').then((r: Array<{ n: string | number }>) => Number(r[0].n));

  beforeAll(async () => {
    const catalogue = await snapshotCatalogue();
    upstream = await startUpstream();
    svc = await bootPlanner({ upstream: upstream.url, catalogue });
    players = [...catalogue.list];
    const byId = new Map(players.map((p) => [p.id, p]));
    lookup = (id) => {
      const p = byId.get(id);
      return p && plannerPlayerOf(p); // as the screen and the service read a player, GW1 price included
    };
    picks4 = TeamPicksSchema.parse((await request(svc.server).get(`/api/fpl-team/${FIXTURE_TEAMS.plain}/event/4/picks`).expect(200)).body);
    valid = payloadOf(plannedFrom(picks4), FIXTURE_TEAMS.plain, 'Señor Wildcard Plan');
  });
  afterAll(async () => {
    await svc.close();
    await upstream.close();
  });

  it('has migrations that match its entities', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  describe('the fixture teams are real, legal squads with the spec 4 free-transfer histories', () => {
    it.each([
      ['plain', FIXTURE_TEAMS.plain, 4],
      ['wildcard', FIXTURE_TEAMS.wildcard, 2],
      ['hit', FIXTURE_TEAMS.hit, 1],
      ['bench boost', FIXTURE_TEAMS.benchBoost, 5],
    ])('%s team %i plans GW5 with %i free transfers', async (_label, team, expected) => {
      const history = [];
      for (const gw of [1, 2, 3, 4]) {
        const body = TeamPicksSchema.parse((await request(svc.server).get(`/api/fpl-team/${team}/event/${gw}/picks`).expect(200)).body);
        expect(squadProblem(body.picks.map((p) => lookup(p.element)!), null)).toBeNull();
        expect(body.entry_history.bank).toBeGreaterThanOrEqual(0);
        history.push({ gameweek: gw, activeChip: body.active_chip, transfers: body.entry_history.event_transfers, transfersCost: body.entry_history.event_transfers_cost });
      }
      expect(initialFreeTransfers(history, 4)).toBe(expected);
    });
  });

  describe('saving', () => {
    it('stores a Team Manager plan and answers with its id', async () => {
      const res = await save(valid).expect(201);
      const result = SavePlanResultSchema.parse(res.body);
      expect(result).toMatchObject({ name: 'Señor Wildcard Plan', teamId: FIXTURE_TEAMS.plain });
      const stored = SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${result.id}`).expect(200)).body);
      expect(Object.keys(stored.gameweekSquads)).toEqual(['5', '6']);
      expect(stored.transferHistory).toEqual(valid.transferHistory);
      expect(stored.gameweekSquads['5']).toEqual({
        players: valid.gameweekSquads['5'] && (valid.gameweekSquads['5'] as { players: number[] }).players,
        formation: '4-4-2',
        pitchPlayers: valid.gameweekPitchPlayers!['5'],
        bankAmount: valid.gameweekBankAmounts!['5'],
        captain: (valid.gameweekSquads['5'] as { captain: number }).captain,
        viceCaptain: (valid.gameweekSquads['5'] as { viceCaptain: number }).viceCaptain,
      });
      expect(stored.gameweekFormations).toEqual({ 5: '4-4-2', 6: '4-4-2' });
      expect(stored.gameweekBankAmounts).toEqual(valid.gameweekBankAmounts);
    });

    it('trims the name', async () => {
      const res = await save({ ...valid, planName: '   Trimmed plan   ' }).expect(201);
      expect(res.body.name).toBe('Trimmed plan');
    });

    it('accepts /api/save-plan with plain lists, lining them up in 4-4-2 in list order', async () => {
      const squad = picks4.picks.map((p) => p.element);
      const res = await save({ name: 'Plain list plan', teamId: FIXTURE_TEAMS.plain, gameweekSquads: { 5: squad }, transferHistory: [], gameweekBankAmounts: { 5: 12 } }, '/api/save-plan').expect(201);
      const stored = SavedPlanSchema.parse((await request(svc.server).get(`/api/saved-plans/${res.body.id}`).expect(200)).body);
      expect(stored.gameweekSquads['5']).toMatchObject({ players: squad, formation: '4-4-2', bankAmount: 12, captain: null });
      expect(stored.gameweekSquads['5'].pitchPlayers).toHaveLength(11);
    });
  });

  describe('each invalid plan answers 400 with a message and stores nothing', () => {
    const gw5 = () => (valid.gameweekSquads['5'] as { players: number[] }).players;
    const withSquad5 = (players: number[]) => ({ ...valid, gameweekSquads: { ...valid.gameweekSquads, 5: { players } } });
    const club = (id: number) => lookup(id)!.team;
    const cases: Array<[string, () => unknown, string]> = [
      ['no name', () => ({ ...valid, planName: undefined }), 'planName: Plan name is required'],
      ['a blank name', () => ({ ...valid, planName: '    ' }), 'planName: Plan name is required'],
      ['a name over 80 characters', () => ({ ...valid, planName: 'x'.repeat(81) }), 'planName: Plan name must be at most 80 characters'],
      ['a team id of 0', () => ({ ...valid, teamId: 0 }), 'teamId: Team ID must be 1 or more'],
      ['a team id as text', () => ({ ...valid, teamId: '1001' }), 'teamId: Team ID must be a number'],
      ['gameweek 39', () => ({ ...valid, gameweekSquads: { 39: gw5() } }), 'gameweekSquads.39: Gameweek must be between 1 and 38'],
      ['gameweek 0 in the banks', () => ({ ...valid, gameweekBankAmounts: { 0: 5 } }), 'gameweekBankAmounts.0: Gameweek must be between 1 and 38'],
      ['no gameweek at all', () => ({ ...valid, gameweekSquads: {} }), 'gameweekSquads: A plan needs the squad of at least one gameweek'],
      ['14 players', () => withSquad5(gw5().slice(1)), 'Gameweek 5: A squad needs all 15 players (2 GK, 5 DEF, 5 MID, 3 FWD); this one has 14.'],
      ['an unknown player', () => withSquad5([...gw5().slice(1), 999_999]), 'Gameweek 5: Player 999999 is not a known player'],
      ['a player twice', () => withSquad5([...gw5().slice(1), gw5()[1]]), 'Gameweek 5: Player already selected'],
      ['three goalkeepers', () => {
        const outfield = gw5().find((id) => lookup(id)!.position === 4)!;
        const keeper = players.find((p) => p.position === 1 && !gw5().includes(p.id) && gw5().filter((id) => club(id) === p.team).length < 3)!;
        return withSquad5(gw5().map((id) => (id === outfield ? keeper.id : id)));
      }, 'Gameweek 5: Maximum Goalkeepers selected'],
      ['a fourth player of one club bought', () => {
        const squad = gw5();
        const target = squad.find((id) => squad.filter((o) => club(o) === club(id)).length === 3)!;
        const extra = players.find((p) => p.team === club(target) && !squad.includes(p.id) && p.position === lookup(squad[14])!.position)!;
        // Only a purchase is held to the club limit (decision 228): the fourth comes in by a transfer.
        const bought = { ...valid.transferHistory[0], playerOut: squad[14], playerIn: extra.id };
        return { ...withSquad5(squad.map((id, i) => (i === 14 ? extra.id : id))), transferHistory: [...valid.transferHistory, bought] };
      }, 'Gameweek 5: Maximum players from'],
      ['a formation outside the list', () => ({ ...valid, gameweekFormations: { ...valid.gameweekFormations, 5: '5-4-1' } }), 'gameweekFormations.5: Formation must be one of'],
      ['a pitch that does not match its formation', () => ({ ...valid, gameweekFormations: { ...valid.gameweekFormations, 5: '3-4-3' } }), 'Gameweek 5: The pitch does not match the 3-4-3 formation'],
      ['a bench player on the pitch twice', () => ({ ...valid, gameweekPitchPlayers: { ...valid.gameweekPitchPlayers, 5: [...valid.gameweekPitchPlayers!['5'].slice(1), valid.gameweekPitchPlayers!['5'][1]] } }), 'Gameweek 5: A player appears twice on the pitch'],
      ['a negative bank', () => ({ ...valid, gameweekBankAmounts: { ...valid.gameweekBankAmounts, 6: -1 } }), 'gameweekBankAmounts.6: Bank cannot be negative'],
      ['a bank in millions', () => ({ ...valid, gameweekBankAmounts: { ...valid.gameweekBankAmounts, 6: 0.5 } }), 'gameweekBankAmounts.6: Bank is counted in tenths of £m'],
      ['a bank that does not follow from the transfers', () => ({ ...valid, gameweekBankAmounts: { ...valid.gameweekBankAmounts, 6: valid.gameweekBankAmounts!['6'] + 1 } }), 'Gameweek 6: the bank should be'],
      ['a captain outside the squad', () => ({ ...valid, gameweekSquads: { ...valid.gameweekSquads, 5: { players: gw5(), captain: 999_999 } } }), 'Gameweek 5: the captain is not in the squad'],
      ['a transfer in a gameweek without a squad', () => ({ ...valid, transferHistory: [{ ...valid.transferHistory[0], gameweek: 9 }] }), 'Gameweek 9: the plan has transfers in this gameweek but no squad for it'],
      ['a transfer that does not match the squad', () => ({ ...valid, transferHistory: [{ ...valid.transferHistory[0], playerIn: valid.transferHistory[0].playerOut, playerOut: valid.transferHistory[0].playerIn }] }), 'sells a player who is not in the squad'],
      ['a transfer price of 0', () => ({ ...valid, transferHistory: [{ ...valid.transferHistory[0], playerInPrice: 0 }] }), 'transferHistory.0.playerInPrice: Price must be at least £0.1m'],
      ['wasFreeTransfer as text', () => ({ ...valid, transferHistory: [{ ...valid.transferHistory[0], wasFreeTransfer: 'yes' }] }), 'wasFreeTransfer must be true or false'],
    ];

    it.each(cases)('%s', async (_label, body, message) => {
      const before = await planCount();
      const res = await save(body()).expect(400);
      expect(res.body.message).toContain(message);
      expect(await planCount()).toBe(before);
    });

    it('a body that is not JSON', async () => {
      const before = await planCount();
      const res = await request(svc.server).post('/api/save-plan').set('content-type', 'application/json').send('{"name": ').expect(400);
      expect(res.body.message).toBe('The request body is not valid JSON.');
      expect(await planCount()).toBe(before);
    });

    it('save-plan needs its own field names', async () => {
      const res = await save({ ...valid, name: undefined }, '/api/save-plan').expect(400);
      expect(res.body.message).toContain('name: Plan name is required');
    });
  });

  describe('finding plans', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      // a plan from a draft, filed under a team ID of the saver's choosing (save-plan: it brings its own start)
      const { gameweekSquads, transferHistory, gameweekBankAmounts } = valid;
      const other = { name: 'Other team 100% plan', teamId: 77_777, gameweekSquads, transferHistory, gameweekBankAmounts };
      ids = {
        first: (await save({ ...valid, planName: 'Chip strategy A' }).expect(201)).body.id,
        second: (await save({ ...valid, planName: 'CHIP strategy b' }).expect(201)).body.id,
        other: (await save(other, '/api/save-plan').expect(201)).body.id,
      };
    });
    const search = (query: Record<string, string>) => request(svc.server).get('/api/saved-plans').query(query);

    it('by team id, newest first, with what the cards show', async () => {
      const list = SavedPlanListSchema.parse((await search({ teamId: String(FIXTURE_TEAMS.plain) }).expect(200)).body);
      expect(list.every((p) => p.teamId === FIXTURE_TEAMS.plain)).toBe(true);
      expect(list[0]).toMatchObject({ id: ids.second, name: 'CHIP strategy b', transfersMade: 1, firstGameweek: 5, lastGameweek: 6 });
      expect(list.map((p) => p.id)).toContain(ids.first);
      expect(list.map((p) => p.id)).not.toContain(ids.other);
    });

    it('by name as a case-insensitive substring', async () => {
      const list = SavedPlanListSchema.parse((await search({ name: 'chip STRAT' }).expect(200)).body);
      expect(list.map((p) => p.id).sort()).toEqual([ids.first, ids.second].sort());
      const accented = SavedPlanListSchema.parse((await search({ name: 'senor' }).expect(200)).body);
      expect(accented.map((p) => p.name)).toContain('Señor Wildcard Plan');
    });

    it('by both filters together', async () => {
      expect((await search({ teamId: '77777', name: 'chip' }).expect(200)).body).toEqual([]);
      expect((await search({ teamId: '77777', name: 'plan' }).expect(200)).body.map((p: { id: number }) => p.id)).toEqual([ids.other]);
    });

    it('treats % and _ as text', async () => {
      expect((await search({ name: '100%' }).expect(200)).body.map((p: { id: number }) => p.id)).toEqual([ids.other]);
      expect((await search({ name: '_' }).expect(200)).body).toEqual([]);
    });

    it('needs a filter, and a valid one', async () => {
      expect((await search({}).expect(400)).body.message).toBe('Enter a team ID or a plan name to search for plans');
      expect((await search({ teamId: ' ', name: '' }).expect(400)).body.message).toBe('Enter a team ID or a plan name to search for plans');
      expect((await search({ teamId: 'abc' }).expect(400)).body.message).toBe('teamId: Team ID must be a number');
    });

    it('answers 404 for an unknown plan and 400 for a bad id', async () => {
      expect((await request(svc.server).get('/api/saved-plans/999999').expect(404)).body.message).toBe('There is no saved plan with id 999999');
      await request(svc.server).get('/api/saved-plans/abc').expect(400);
    });
  });
});
