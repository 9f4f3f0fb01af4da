import { applySuggestion, planHasChanges, type SuggestedGameweek } from './apply-suggestion';
import { exampleLookup, exampleSquad, ids } from './example-squad.fixture';
import { createPlan, hitsOf, planSquads, planTransfers, type PlanState } from './plan';
import { bringIn } from './transfers';
import { findPlayer } from './squad-slots';

const plan = (): PlanState => createPlan(exampleSquad(4, 30), 5, 1);
const gw5: SuggestedGameweek = {
  gameweek: 5, transfers: [{ out: 13, in: 40, sellingPrice: 40 }], formation: '4-4-2',
  starters: [1, 10, 11, 12, 40, 20, 21, 22, 23, 30, 31], captain: 20, viceCaptain: 30,
};
const gw6: SuggestedGameweek = {
  gameweek: 6, transfers: [{ out: 23, in: 43, sellingPrice: 50 }, { out: 32, in: 44, sellingPrice: 50 }], formation: '3-5-2',
  starters: [1, 10, 11, 40, 20, 21, 22, 43, 24, 30, 44], captain: 30, viceCaptain: 44,
};

describe('applying a suggested plan to the planner', () => {
  it('makes each transfer with the plan\'s own free transfers and bank, and sets the eleven, formation and armbands', () => {
    const outcome = applySuggestion(plan(), [gw5, gw6], exampleLookup);
    if ('problem' in outcome) throw new Error(outcome.problem);
    const applied = outcome.plan;
    expect(applied.current.gameweek).toBe(5);
    expect(planTransfers(applied).map((t) => [t.gameweek, t.playerOut, t.playerIn, t.wasFreeTransfer]))
      .toEqual([[5, 13, 40, true], [6, 23, 43, true], [6, 32, 44, false]]);
    const squads = planSquads(applied);
    expect(squads[5]).toMatchObject({ formation: '4-4-2', captainId: 20, viceCaptainId: 30, bankTenths: 20 });
    expect(squads[6]).toMatchObject({ formation: '3-5-2', captainId: 30, viceCaptainId: 44, bankTenths: 0 });
    expect(new Set(ids(squads[6].starters))).toEqual(new Set(gw6.starters));
    expect(hitsOf(squads[6])).toBe(4);
  });

  it('plays the suggested chips through the planner\'s chip rules: a wildcard makes its transfers free', () => {
    const outcome = applySuggestion(plan(), [gw5, { ...gw6, chip: 'wildcard' }], exampleLookup);
    if ('problem' in outcome) throw new Error(outcome.problem);
    const squads = planSquads(outcome.plan);
    expect(squads[6].chip).toBe('wildcard');
    expect(hitsOf(squads[6])).toBe(0);
    const twice = applySuggestion({ ...plan(), chipsPlayed: [{ chip: 'wildcard', gameweek: 2 }] }, [gw5, { ...gw6, chip: 'wildcard' }], exampleLookup);
    expect(twice).toEqual({ problem: expect.stringMatching(/^GW6: Wildcard was already played in gameweek 2/) });
  });

  it('puts the bench in the suggested order, spare goalkeeper first, so the substitutes come on in that order', () => {
    const outcome = applySuggestion(plan(), [{ ...gw5, bench: [2, 32, 24, 14] }], exampleLookup);
    if ('problem' in outcome) throw new Error(outcome.problem);
    expect(ids(planSquads(outcome.plan)[5].bench)).toEqual([2, 32, 24, 14]);
  });

  it('sells a player the suggestion bought for what the planner paid, when the solver counted a predicted rise (decision 188)', () => {
    // The solver bought 40 at a predicted £5.2m and sells him for that; the planner paid today's £5.0m.
    const resold: SuggestedGameweek = { ...gw5, gameweek: 6, transfers: [{ out: 40, in: 46, sellingPrice: 52 }], starters: [1, 10, 11, 12, 46, 20, 21, 22, 23, 30, 31] };
    const outcome = applySuggestion(plan(), [gw5, resold], exampleLookup);
    if ('problem' in outcome) throw new Error(outcome.problem);
    expect(planTransfers(outcome.plan).map((t) => [t.gameweek, t.playerOut, t.playerOutPrice])).toEqual([[5, 13, 40], [6, 40, 50]]);
    expect(planSquads(outcome.plan)[6].bankTenths).toBe(20 + 50 - 42);
  });

  it('sells before it buys, so a gameweek need only fit once all its transfers are made', () => {
    const broke = createPlan(exampleSquad(4, 0), 5, 2);
    const dearFirst: SuggestedGameweek = {
      ...gw5, transfers: [{ out: 14, in: 40, sellingPrice: 40 }, { out: 11, in: 46, sellingPrice: 55 }],
      starters: [1, 10, 46, 12, 13, 20, 21, 22, 23, 30, 31],
    };
    const outcome = applySuggestion(broke, [dearFirst], exampleLookup);
    if ('problem' in outcome) throw new Error(outcome.problem);
    expect(planTransfers(outcome.plan).map((t) => [t.playerOut, t.playerIn, t.playerOutPrice, t.playerInPrice])).toEqual([[14, 40, 40, 50], [11, 46, 55, 42]]);
    expect(outcome.plan.current.bankTenths).toBe(3);
  });

  it('replaces transfers already planned, which it reports beforehand', () => {
    const start = plan();
    const outcome = bringIn(start.current, findPlayer(start.current, 14), exampleLookup(46)!, exampleLookup, 1);
    if (outcome.kind !== 'transferred') throw new Error(outcome.kind);
    const edited = { ...start, current: outcome.squad, changed: true };
    expect(planHasChanges(start)).toBe(false);
    expect(planHasChanges(edited)).toBe(true);
    const applied = applySuggestion(edited, [gw5], exampleLookup);
    expect('plan' in applied && planTransfers(applied.plan).map((t) => t.playerIn)).toEqual([40]);
  });

  it('refuses, in the rule\'s words, a transfer the planner would refuse, and a suggestion for other gameweeks', () => {
    const fourthFromClub1 = { ...gw5, transfers: [{ out: 13, in: 41, sellingPrice: 40 }] };
    expect(applySuggestion(plan(), [fourthFromClub1], exampleLookup)).toEqual({ problem: expect.stringMatching(/^GW5: .*Club 1/) });
    expect(applySuggestion(plan(), [{ ...gw6, transfers: [] }], exampleLookup)).toEqual({ problem: expect.stringContaining('starts at GW6') });
  });
});
