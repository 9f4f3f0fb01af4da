import { solveBestDraft } from './draft/solve-best-draft';
import { SolutionRefusedError } from './errors';
import type { HighsRuntime } from './highs/run-highs';
import { recheckDraft, recheckPlan, type PlanContext } from './recheck';
import { player, testHighs } from './testing/instances';
import { flatSquad } from './testing/plan-cases';
import { NO_CHIPS } from './transfers/chip-rules';
import { suggestTransfers } from './transfers/suggest-transfers';
import type { BestDraftResult, SuggestTransfersResult } from './types';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

/** The domain's checks must refuse a broken answer: each test breaks one rule of a good one. */
describe('recheckDraft', () => {
  const request = flatSquad(1);
  const byId = new Map(request.players.map((p) => [p.id, p]));
  let good: BestDraftResult;
  beforeAll(() => {
    good = solveBestDraft({ players: request.players, firstGameweek: 10, horizon: 1 }, highs);
  });
  const refused = (broken: BestDraftResult, players = byId, budget = 1000) => () => recheckDraft(broken, players, budget);

  it('passes the solver answer', () => {
    expect(refused(good)).not.toThrow();
  });

  it('refuses a fourth player from one club, in the builder words', () => {
    const clubbed = new Map(byId);
    for (const id of good.squad.slice(0, 4)) clubbed.set(id, { ...byId.get(id)!, club: 9, clubName: 'Club 9' });
    expect(refused(good, clubbed)).toThrow(new SolutionRefusedError("The rules refused the solver's plan: Maximum players from Club 9 selected"));
  });

  it('refuses a squad over the budget', () => {
    expect(refused(good, byId, 700)).toThrow('Exceeds budget limit');
  });

  it('refuses an eleven that is not a formation, or a captain on the bench', () => {
    const [gw] = good.gameweeks;
    const swapped = { ...gw, starters: [...gw.starters.slice(0, 10), gw.bench[0]], bench: [gw.starters[10], ...gw.bench.slice(1)] };
    expect(refused({ ...good, gameweeks: [swapped] })).toThrow('Gameweek 10');
    expect(refused({ ...good, gameweeks: [{ ...gw, captain: gw.bench[1] }] })).toThrow('captain and vice captain must be two different starters');
    expect(refused({ ...good, gameweeks: [{ ...gw, xpts: gw.xpts + 1 }] })).toThrow("the eleven's xPts do not add up");
  });
});

describe('recheckPlan', () => {
  const request = { ...flatSquad(2), freeTransfers: 1, players: [...flatSquad(2).players, player(101, 2, 6, 50, [7, 7]), player(102, 3, 7, 50, [7, 7])] };
  const byId = new Map(request.players.map((p) => [p.id, p]));
  const context: PlanContext = {
    byId,
    sellingPrices: new Map(request.squad.map((e) => [e.id, e.sellingPrice])),
    bank: 0,
    freeTransfers: 1,
    firstGameweek: 10,
    maxHits: null,
    maxTransfersPerGameweek: null,
    keep: new Set(),
    avoid: new Set(),
  };
  let good: SuggestTransfersResult;
  beforeAll(() => {
    good = suggestTransfers(request, highs);
  });
  const withGameweek = (k: number, change: Partial<SuggestTransfersResult['gameweeks'][number]>) => ({
    ...good,
    gameweeks: good.gameweeks.map((g, i) => (i === k ? { ...g, ...change } : g)),
  });

  it('passes the solver answer, which made transfers', () => {
    expect(good.gameweeks.flatMap((g) => g.transfers).length).toBeGreaterThan(0);
    expect(() => recheckPlan(good, context)).not.toThrow();
  });

  it('refuses wrong hits, free transfers or bank', () => {
    const k = good.gameweeks.findIndex((g) => g.transfers.length > 0);
    expect(() => recheckPlan(withGameweek(k, { hits: good.gameweeks[k].hits + 4 }), context)).toThrow('the hits do not match the transfers');
    expect(() => recheckPlan(withGameweek(k, { freeTransfers: 5 }), context)).toThrow(/free transfer/);
    expect(() => recheckPlan(withGameweek(k, { bank: 7 }), context)).toThrow(/the bank should be .*, not £0\.7m/);
  });

  it('refuses a transfer of a player not in the squad, or more hits than allowed', () => {
    const k = good.gameweeks.findIndex((g) => g.transfers.length > 0);
    const ghost = { ...good.gameweeks[k].transfers[0], out: 999 };
    expect(() => recheckPlan(withGameweek(k, { transfers: [ghost] }), context)).toThrow('sells a player who is not in the squad');
    const hits = good.gameweeks.reduce((n, g) => n + g.hits / 4, 0);
    if (hits > 0) expect(() => recheckPlan(good, { ...context, maxHits: hits - 1 })).toThrow('more than the');
    expect(() => recheckPlan(good, { ...context, keep: new Set([3]), avoid: new Set([good.gameweeks[0].squad[0]]) })).toThrow('keep/avoid');
  });

  it('refuses a chip the request did not allow, and one the team already played in this half (issue 30)', () => {
    expect(() => recheckPlan(withGameweek(0, { chip: '3xc' }), context)).toThrow('the request does not allow this chip here');
    const allowed = { ...NO_CHIPS(2), allowed: [['3xc' as const], []], left: { ...NO_CHIPS(2).left, '3xc': { 1: 1, 2: 1 } } };
    const tripled = withGameweek(0, { chip: '3xc' });
    expect(() => recheckPlan(tripled, { ...context, chips: allowed, chipsPlayed: [{ chip: '3xc', gameweek: 2 }] })).toThrow('Triple Captain is already played in gameweek 2');
  });

  it('refuses a purchase of any club in a gameweek that still holds four of one after a move (decision 228)', () => {
    const k = good.gameweeks.findIndex((g) => g.transfers.length > 0);
    const traded = new Set(good.gameweeks.flatMap((g) => g.transfers.flatMap((t) => [t.in, t.out])));
    // Four players held all along move to club 9; no transfer of the plan is of club 9.
    const clubbed = new Map(byId);
    for (const id of request.squad.map((e) => e.id).filter((id) => !traded.has(id)).slice(0, 4)) clubbed.set(id, { ...byId.get(id)!, club: 9, clubName: 'Club 9' });
    expect(() => recheckPlan(good, { ...context, byId: clubbed })).toThrow(`Gameweek ${good.gameweeks[k].gameweek}: Maximum players from Club 9 selected`);
  });

  it('holds each sale to the real selling price the request gave (decision 112)', () => {
    const k = good.gameweeks.findIndex((g) => g.transfers.length > 0);
    const out = good.gameweeks[k].transfers[0].out;
    const lower = new Map(context.sellingPrices).set(out, context.sellingPrices.get(out)! - 1);
    expect(() => recheckPlan(good, { ...context, sellingPrices: lower })).toThrow(/sells for at most/);
    const higher = new Map(context.sellingPrices).set(out, context.sellingPrices.get(out)! + 1);
    expect(() => recheckPlan(good, { ...context, sellingPrices: higher })).toThrow('sells below the selling price');
  });
});
