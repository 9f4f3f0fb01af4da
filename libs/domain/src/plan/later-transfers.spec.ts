import { exampleLookup, exampleSquad, ids } from './example-squad.fixture';
import { moveBack, moveForward } from './later-transfers';
import { createPlan, freeTransfersOf, goForward, hitsOf, planRecords, planSquads, updateCurrent, type PlanState } from './plan';
import { chipChoices, correctFreeTransfers, playChip } from './plan-choices';
import { planWorth } from './plan-points';
import { reopenPlan, savedPlanStart, savedSquadIn } from './saved-plan';
import { findPlayer } from './squad-slots';
import { bringIn, defaultSellPrice } from './transfers';

const plan = (free = 1, bank = 30): PlanState => createPlan(exampleSquad(4, bank), 5, free);

function transfer(state: PlanState, outId: number, inId: number): PlanState {
  const squad = state.current;
  const outcome = bringIn(squad, findPlayer(squad, outId), exampleLookup(inId)!, exampleLookup, freeTransfersOf(state, squad.gameweek));
  if (outcome.kind === 'refused') throw new Error(outcome.reason);
  return updateCurrent(state, outcome.squad);
}
const fifteen = (state: PlanState, gw: number) => {
  const s = planSquads(state)[gw];
  return [...ids(s.starters), ...ids(s.bench)];
};
const played = (state: PlanState) => {
  if ('problem' in state) throw new Error(String(state.problem));
  return state;
};

describe('an earlier transfer keeps the later ones that still work (issue 14)', () => {
  // GW5 13 -> 40, GW6 23 -> 43; back to GW5 and also 14 -> 46: the GW6 transfer must survive.
  const planned = () => transfer(moveForward(transfer(plan(2), 13, 40), exampleLookup), 23, 43);

  it('keeps a later transfer that is still valid', () => {
    let state = moveBack(planned(), exampleLookup);
    expect(state.current.gameweek).toBe(5);
    state = moveForward(transfer(state, 14, 46), exampleLookup);
    expect(state.current.gameweek).toBe(6);
    expect(state.current.transfers.map((t) => `${t.playerOut}>${t.playerIn}`)).toEqual(['23>43']);
    expect(state.dropped).toEqual([]);
    expect(fifteen(state, 6)).toEqual(expect.arrayContaining([40, 46, 43]));
  });

  it('drops only the later transfer that no longer can be made, says which, and can undo', () => {
    let state = moveBack(planned(), exampleLookup);
    state = moveForward(transfer(state, 23, 43), exampleLookup); // 23 leaves in GW5 now
    expect(state.current.transfers).toEqual([]);
    expect(state.dropped!.map((t) => `${t.gameweek}:${t.playerOut}>${t.playerIn}`)).toEqual(['6:23>43']);
    const undone = state.undo!;
    expect(undone.current.gameweek).toBe(6);
    expect(undone.current.transfers.map((t) => `${t.playerOut}>${t.playerIn}`)).toEqual(['23>43']);
    expect(fifteen(undone, 5)).toContain(23);
  });

  it('drops a later transfer the bank can no longer pay for', () => {
    // £1.0m in the bank: GW6 upgrades forward 32 (£5.0m) to 44 (£6.0m); then GW5 spends that £1.0m
    let state = moveForward(plan(2, 10), exampleLookup);
    state = transfer(state, 32, 44);
    expect(state.current.bankTenths).toBe(0);
    state = moveBack(state, exampleLookup);
    state = moveForward(transfer(state, 14, 40), exampleLookup);
    expect(state.dropped!.map((t) => `${t.gameweek}:${t.playerOut}>${t.playerIn}`)).toEqual(['6:32>44']);
    expect(state.current.bankTenths).toBe(0);
    expect(fifteen(state, 6)).toEqual(expect.arrayContaining([40, 32]));
  });

  it('what a plan saves includes the later gameweeks it kept', () => {
    let state = moveBack(planned(), exampleLookup);
    state = transfer(state, 14, 46);
    // on screen, GW5 changed; the old rule would leave GW6 out
    expect(Object.keys(planSquads(state))).toEqual(['5']);
    state = moveForward(state, exampleLookup);
    expect(planRecords(state).transferHistory.map((t) => t.gameweek)).toEqual([5, 5, 6]);
  });
});

describe('chips in a plan', () => {
  it('a wildcard makes every transfer free and keeps the free transfers for the next gameweek', () => {
    let state = played(playChip(plan(1), 'wildcard') as PlanState);
    state = transfer(transfer(state, 13, 40), 23, 43);
    expect(hitsOf(state.current)).toBe(0);
    expect(state.current.transfers.every((t) => t.wasFreeTransfer)).toBe(true);
    expect(freeTransfersOf(goForward(state), 6)).toBe(1);
  });

  it('a free hit squad lasts one gameweek: the next reverts to the squad and bank before it', () => {
    let state = played(playChip(plan(1), 'freehit') as PlanState);
    state = transfer(state, 13, 40);
    state = moveForward(state, exampleLookup);
    expect(state.current.gameweek).toBe(6);
    expect(fifteen(state, 6)).toContain(13);
    expect(fifteen(state, 6)).not.toContain(40);
    expect(state.current.bankTenths).toBe(30);
  });

  it('greys a chip already played this half with its gameweek, and refuses it', () => {
    const state = { ...plan(1), chipsPlayed: [{ chip: 'wildcard' as const, gameweek: 3 }] };
    expect(chipChoices(state).find((c) => c.chip === 'wildcard')).toMatchObject({ usedIn: 3, active: false });
    expect(playChip(state, 'wildcard')).toEqual({ problem: 'Wildcard was already played in gameweek 3 (once per half-season)' });
    expect(chipChoices(state).find((c) => c.chip === 'bboost')!.usedIn).toBeUndefined();
  });

  it('the saved records carry the chip', () => {
    const state = played(playChip(plan(1), '3xc') as PlanState);
    expect(planRecords(state).gameweekSquads['5'].chip).toBe('3xc');
  });
});

describe('the free transfers count', () => {
  it('the manager corrects the first gameweek, the flags follow, and the plan records it', () => {
    let state = transfer(transfer(plan(4), 13, 40), 23, 43);
    expect(hitsOf(state.current)).toBe(0);
    state = correctFreeTransfers(state, 1);
    expect(hitsOf(state.current)).toBe(4);
    expect(planRecords(state).firstGameweekFreeTransfers).toBe(1);
    expect(planRecords(correctFreeTransfers(state, 4)).firstGameweekFreeTransfers).toBeUndefined();
    expect(correctFreeTransfers(state, 9).initialFreeTransfers).toBe(5);
  });
});

describe('selling prices in a plan', () => {
  it('a player bought earlier in the plan sells for his purchase price plus half the rise', () => {
    const base = { ...exampleSquad(4, 30), purchasePrices: { 30: 130 } }; // forward 30 now £14.0m, bought at £13.0m
    const state = createPlan(base, 5, 1);
    expect(defaultSellPrice(state.current, 30, exampleLookup)).toBe(135);
    expect(defaultSellPrice(state.current, 31, exampleLookup)).toBe(75);
  });
});

describe("a plan's worth over its gameweeks", () => {
  const xpts = (id: number) => id / 10;
  it('gives each gameweek and the total, against keeping the squad', () => {
    let state = transfer(plan(2), 13, 40); // +2.7 for a starter
    state = moveForward(state, exampleLookup);
    const worth = planWorth(state, exampleLookup, xpts);
    expect(worth.gameweeks.map((g) => g.gameweek)).toEqual([5, 6]);
    for (const g of worth.gameweeks) expect(g.planned).toBeCloseTo(g.withoutTransfers + 2.7, 10);
    expect(worth.planned).toBeCloseTo(worth.withoutTransfers + 5.4, 10);
  });
});

/** A plan as GET /api/saved-plans/{id} answers it. */
const savedOf = (records: ReturnType<typeof planRecords>) => ({
  gameweekSquads: Object.fromEntries(Object.entries(records.gameweekSquads).map(([gw, s]) => [gw, {
    ...s, formation: records.gameweekFormations[gw], pitchPlayers: records.gameweekPitchPlayers[gw], bankAmount: records.gameweekBankAmounts[gw],
  }])),
  transferHistory: records.transferHistory,
  firstGameweekFreeTransfers: records.firstGameweekFreeTransfers,
});

describe('a saved plan reopened and carried forward', () => {
  it('reopens every saved gameweek on top of the start, with its transfers, chip and corrected count', () => {
    let state = transfer(plan(2), 13, 40);
    state = played(playChip(moveForward(state, exampleLookup), 'bboost') as PlanState);
    state = transfer(state, 23, 43);
    const records = planRecords(correctFreeTransfers(state, 3));
    const saved = savedOf(records);
    const reopened = reopenPlan(plan(2), saved, exampleLookup);
    expect(reopened.current.gameweek).toBe(5);
    expect(reopened.initialFreeTransfers).toBe(3);
    expect(planRecords(reopened)).toEqual(records);
    const moved = moveForward(reopened, exampleLookup);
    expect(moved.current.chip).toBe('bboost');
  });

  it('a saved plan holds its last squad after its last gameweek; a free hit squad does not carry', () => {
    const squads = { 5: { id: 'a', chip: null }, 6: { id: 'b', chip: 'freehit' as const } };
    expect(savedSquadIn(squads, 4)).toBeUndefined();
    expect(savedSquadIn(squads, 6)).toEqual({ squad: squads[6], from: 6 });
    expect(savedSquadIn(squads, 9)).toEqual({ squad: squads[5], from: 5 });
  });

  it('a plan from a draft starts from its own squad: its first gameweek with the transfers undone, or its squad before the first plannable one', () => {
    // GW5 13 -> 40 (£4.0m out, £5.0m in: bank 30 -> 20), GW6 23 -> 43
    const state = transfer(moveForward(transfer(plan(2, 30), 13, 40), exampleLookup), 23, 43);
    const saved = savedOf(planRecords(state));
    const before = [...ids(exampleSquad(4, 30).starters), ...ids(exampleSquad(4, 30).bench)] as number[];
    const fromStart = savedPlanStart(saved, 5)!;
    expect([...fromStart.players].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(fromStart.bankTenths).toBe(30);
    // a week later GW5 is history: the plan goes on from its GW5 squad and bank
    expect(savedPlanStart(saved, 6)).toEqual({ players: saved.gameweekSquads['5'].players, bankTenths: saved.gameweekSquads['5'].bankAmount });
    expect(saved.gameweekSquads['5'].players).toContain(40);
    expect(savedPlanStart({ gameweekSquads: {}, transferHistory: [] }, 5)).toBeUndefined();
  });
});
