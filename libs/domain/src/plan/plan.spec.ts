import { exampleLookup, exampleSquad, ids } from './example-squad.fixture';
import {
  canGoBack, canGoForward, createPlan, freeTransfersOf, goBack, goForward, hitsOf, planRecords, planSquads, planTransfers, updateCurrent,
  type PlanState,
} from './plan';
import { changeFormation, findPlayer, makeCaptain, makeViceCaptain, substitute } from './squad-slots';
import { bringIn, sellToEmptySlot } from './transfers';

/** A plan from the example squad as of gameweek 4, planning from 5 with `free` free transfers. */
const plan = (free = 1, bank = 30): PlanState => createPlan(exampleSquad(4, bank), 5, free);

function transfer(state: PlanState, outId: number, inId: number): PlanState {
  const squad = state.current;
  const outcome = bringIn(squad, findPlayer(squad, outId), exampleLookup(inId)!, exampleLookup, freeTransfersOf(state, squad.gameweek));
  if (outcome.kind === 'refused') throw new Error(outcome.reason);
  return updateCurrent(state, outcome.squad);
}

describe('a plan over the season (spec 4)', () => {
  it('opens the first planning gameweek with the base squad and the initial free transfers', () => {
    const state = plan(4);
    expect(state.current.gameweek).toBe(5);
    expect(ids(state.current.starters)).toEqual(ids(state.base.starters));
    expect(freeTransfersOf(state, 5)).toBe(4);
    expect(canGoBack(state)).toBe(false);
    expect(canGoForward(state)).toBe(true);
  });

  it('counts a free and a -4 transfer, and the next gameweek gets 1 free transfer', () => {
    let state = transfer(transfer(plan(1), 13, 40), 23, 43);
    expect(state.current.transfers.map((t) => t.wasFreeTransfer)).toEqual([true, false]);
    expect(hitsOf(state.current)).toBe(4);
    state = goForward(state);
    expect(state.current.gameweek).toBe(6);
    expect(freeTransfersOf(state, 6)).toBe(1);
    expect(state.current.transfers).toEqual([]);
    expect(ids(state.current.starters)).toContain(40);
  });

  it('rolls unused free transfers over (+1, at most 5)', () => {
    let state = plan(4);
    state = goForward(state);
    expect(freeTransfersOf(state, 6)).toBe(5);
    state = goForward(transfer(state, 13, 40));
    expect(freeTransfersOf(state, 7)).toBe(5);
  });

  it('moving forward saves the gameweek; moving back restores it', () => {
    let state = transfer(plan(), 13, 40);
    state = goForward(state);
    state = goBack(state);
    expect(state.current.gameweek).toBe(5);
    expect(state.current.transfers).toHaveLength(1);
    expect(ids(state.current.starters)).toContain(40);
  });

  it('discards the squads of later gameweeks when a gameweek changed, and keeps them when not', () => {
    let state = goForward(transfer(plan(), 13, 40)); // at 6
    state = goForward(transfer(state, 23, 43)); // at 7, 6 stored with a transfer
    state = goBack(goBack(state)); // at 5
    expect(Object.keys(planSquads(state)).map(Number)).toEqual([5, 6, 7]);
    expect(goForward(state).current.transfers).toHaveLength(1); // 6 restored as stored
    state = transfer(state, 12, 46); // 5's squad changed
    expect(Object.keys(planSquads(state)).map(Number)).toEqual([5]); // 6 and 7 no longer follow from it
    expect(planTransfers(state).map((t) => t.gameweek)).toEqual([5, 5]);
    state = goForward(state);
    expect(state.current.gameweek).toBe(6);
    expect(state.current.transfers).toEqual([]); // recomputed from 5
    expect(Object.keys(state.stored).map(Number)).toEqual([5]);
  });

  it('keeps later gameweeks when only captaincy, formation or bench order change (decision 056)', () => {
    let state = goForward(transfer(plan(), 13, 40)); // at 6
    state = goForward(transfer(state, 23, 43)); // at 7, 6 stored with 23 -> 43
    state = goBack(goBack(state)); // at 5
    state = updateCurrent(state, makeCaptain(state.current, 21));
    state = updateCurrent(state, makeViceCaptain(state.current, 30));
    state = updateCurrent(state, changeFormation(state.current, '3-5-2'));
    state = updateCurrent(state, substitute(state.current, findPlayer(state.current, 2)!, findPlayer(state.current, 1)!));
    expect(state.changed).toBe(false);
    expect(Object.keys(planSquads(state)).map(Number)).toEqual([5, 6, 7]);
    expect(planTransfers(state).map((t) => t.gameweek)).toEqual([5, 6]);
    state = goForward(state); // 5 stored with its new captain, shape and keeper
    expect(state.stored[5]).toMatchObject({ captainId: 21, viceCaptainId: 30, formation: '3-5-2' });
    expect(state.stored[5].starters[0].playerId).toBe(2);
    expect(state.current.transfers).toHaveLength(1); // 6 as planned
    expect(state.current.transfers[0]).toMatchObject({ playerOut: 23, playerIn: 43 });
    expect(Object.keys(planSquads(goForward(state))).map(Number)).toEqual([5, 6, 7]); // and 7 still there
  });

  it('a reversed transfer leaves the squad as it opened, so later gameweeks stay', () => {
    let state = goBack(goForward(transfer(plan(2), 13, 40))); // at 5, 6 stored
    state = transfer(state, 40, 13); // bring him back: the transfer is gone
    expect(state.changed).toBe(true); // 5 opened with 13 -> 40 made, so undoing it is a change
    state = transfer(state, 13, 40);
    expect(state.changed).toBe(false);
    expect(Object.keys(planSquads(state)).map(Number)).toEqual([5, 6]);
  });

  it('lists every transfer of the plan by gameweek', () => {
    let state = goForward(transfer(plan(2), 13, 40));
    state = transfer(state, 23, 43);
    expect(planTransfers(state).map((t) => [t.gameweek, t.playerOut, t.playerIn])).toEqual([[5, 13, 40], [6, 23, 43]]);
  });

  it('cannot move while the squad has fewer than 15 players, nor past 38', () => {
    const state = plan();
    const holed = updateCurrent(state, sellToEmptySlot(state.current, findPlayer(state.current, 13)!, 40));
    expect(canGoForward(holed)).toBe(false);
    expect(goForward(holed)).toBe(holed);
    let last = createPlan(exampleSquad(37), 38, 1);
    expect(canGoForward(last)).toBe(false);
    last = goForward(last);
    expect(last.current.gameweek).toBe(38);
  });
});

describe('the plan as the save call sends it', () => {
  it('has every planned gameweek: fifteen eleven-first, captaincy, formation, eleven, bank, transfers', () => {
    const state = goForward(transfer(plan(1, 30), 13, 40));
    const records = planRecords(state);
    expect(Object.keys(records.gameweekSquads)).toEqual(['5', '6']);
    expect(records.gameweekSquads['6'].players).toEqual([1, 10, 11, 12, 40, 20, 21, 22, 23, 30, 31, 2, 14, 24, 32]);
    expect(records.gameweekSquads['6']).toMatchObject({ captain: 30, viceCaptain: 20 });
    expect(records.gameweekPitchPlayers['5']).toEqual([1, 10, 11, 12, 40, 20, 21, 22, 23, 30, 31]);
    expect(records.gameweekFormations).toEqual({ 5: '4-4-2', 6: '4-4-2' });
    expect(records.gameweekBankAmounts).toEqual({ 5: 20, 6: 20 });
    expect(records.transferHistory).toHaveLength(1);
  });
});
