import type { PositionId } from '../position/positions';
import { squadFromPicks, type PickLike } from './squad-slots';
import type { GameweekSquad, PlannerPlayer, PlayerLookup } from './types';

/**
 * A small made-up market for the planner's unit specs (the service and e2e tests use real
 * players): a squad of fifteen in a 4-4-2, ids grouped by position (1-2 GK, 10-14 DEF,
 * 20-24 MID, 30-32 FWD), and spare players 40+ to transfer in.
 */
const p = (id: number, position: PositionId, team: number, price: number): PlannerPlayer => ({
  id, position, team, teamName: `Club ${team}`, price,
});

export const EXAMPLE_PLAYERS: PlannerPlayer[] = [
  p(1, 1, 1, 5.0), p(2, 1, 2, 4.0),
  p(10, 2, 1, 6.0), p(11, 2, 2, 5.5), p(12, 2, 3, 4.5), p(13, 2, 4, 4.0), p(14, 2, 5, 4.0),
  p(20, 3, 1, 10.0), p(21, 3, 6, 8.0), p(22, 3, 7, 6.5), p(23, 3, 8, 5.0), p(24, 3, 9, 4.5),
  p(30, 4, 10, 14.0), p(31, 4, 11, 7.5), p(32, 4, 12, 5.0),
  // the market
  p(40, 2, 13, 5.0), p(41, 2, 1, 4.5), p(42, 3, 14, 12.5), p(43, 3, 15, 6.0), p(44, 4, 16, 6.0), p(45, 1, 17, 4.5),
  p(46, 2, 18, 4.2),
];

export const exampleLookup: PlayerLookup = (id) => EXAMPLE_PLAYERS.find((x) => x.id === id);

/** Picks as the official API lists them: the eleven (positions 1-11) then the bench (12-15). */
export const EXAMPLE_PICKS: PickLike[] = [1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31, 2, 14, 24, 32].map((element, i) => ({
  element,
  position: i + 1,
  element_type: exampleLookup(element)!.position,
  is_captain: element === 30,
  is_vice_captain: element === 20,
}));

/** The example squad for a gameweek with £1.5m in the bank. */
export const exampleSquad = (gameweek = 5, bankTenths = 15): GameweekSquad =>
  squadFromPicks(EXAMPLE_PICKS, bankTenths, gameweek, exampleLookup);

export const ids = (slots: GameweekSquad['starters']): Array<number | null> => slots.map((s) => s.playerId);
