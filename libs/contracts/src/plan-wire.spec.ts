import { planFromSaveFplPlan, planFromSavePlan } from './plan-wire';
import type { SaveFplPlan, SavePlan } from './plans';

const fifteen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const eleven = fifteen.slice(0, 11);
const transfer = { gameweek: 6, playerOut: 15, playerIn: 16, wasFreeTransfer: true, playerOutPrice: 45, playerInPrice: 45 };

describe('one plan wire shape: both save calls map to the same document (decision 182)', () => {
  it('save-fpl-plan folds its per-gameweek maps into each squad and starts from the team', () => {
    const body: SaveFplPlan = {
      teamId: 1001, planName: 'Wildcard week', transferHistory: [transfer],
      gameweekSquads: { 5: { players: fifteen, captain: 1, viceCaptain: 2 } },
      gameweekFormations: { 5: '4-4-2' }, gameweekPitchPlayers: { 5: eleven }, gameweekBankAmounts: { 5: 15 },
    };
    expect(planFromSaveFplPlan(body)).toEqual({
      origin: 'team', name: 'Wildcard week', teamId: 1001, transferHistory: [transfer],
      gameweekSquads: { 5: { players: fifteen, captain: 1, viceCaptain: 2, formation: '4-4-2', pitchPlayers: eleven, bankAmount: 15 } },
    });
  });

  it('save-plan gives the same document for the same plan, with origin draft', () => {
    const body: SavePlan = {
      name: 'Wildcard week', teamId: 1001, transferHistory: [transfer], replaces: undefined,
      gameweekSquads: { 5: { players: fifteen, captain: 1, viceCaptain: 2, formation: '4-4-2', pitchPlayers: eleven } },
      gameweekBankAmounts: { 5: 15 },
    };
    const fpl = planFromSaveFplPlan({
      teamId: 1001, planName: 'Wildcard week', transferHistory: [transfer],
      gameweekSquads: { 5: { players: fifteen, captain: 1, viceCaptain: 2 } },
      gameweekFormations: { 5: '4-4-2' }, gameweekPitchPlayers: { 5: eleven }, gameweekBankAmounts: { 5: 15 },
    });
    expect(planFromSavePlan(body)).toEqual({ ...fpl, origin: 'draft' });
  });

  it('a plain list of fifteen becomes a squad, and what a squad says wins over the maps', () => {
    const plan = planFromSaveFplPlan({
      teamId: 1001, planName: 'p', transferHistory: [], firstGameweekFreeTransfers: 2,
      gameweekSquads: { 5: fifteen, 6: { players: fifteen, formation: '3-5-2', bankAmount: 3 } },
      gameweekFormations: { 5: '4-5-1', 6: '4-4-2' }, gameweekBankAmounts: { 6: 99 },
    });
    expect(plan.gameweekSquads).toEqual({ 5: { players: fifteen, formation: '4-5-1' }, 6: { players: fifteen, formation: '3-5-2', bankAmount: 3 } });
    expect(plan.firstGameweekFreeTransfers).toBe(2);
    expect(plan).not.toHaveProperty('replaces');
  });
});
