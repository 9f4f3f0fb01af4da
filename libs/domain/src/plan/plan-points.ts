import { squadsKeepingLater } from './later-transfers';
import { carryForward, hitsOf, type PlanState } from './plan';
import { projectedPoints, type ProjectionOptions } from './projected-points';
import type { PlayerLookup } from './types';

export interface GameweekWorth {
  gameweek: number;
  /** Projected points of the plan's squad, chip and hits included. */
  planned: number;
  /** Projected points had the starting squad been kept, without transfers or chips. */
  withoutTransfers: number;
}

export interface PlanWorth {
  gameweeks: GameweekWorth[];
  planned: number;
  withoutTransfers: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * What a plan is worth at a glance (issue 14): each planned gameweek's projected points (its
 * chip, hits and expected automatic substitutions) and their total, against keeping the squad the
 * plan starts from with no transfers. `xptsOf` answers a player's projection for a gameweek.
 */
export function planWorth(
  plan: PlanState,
  lookup: PlayerLookup,
  xptsOf: (playerId: number, gameweek: number) => number | undefined,
  chanceOf?: ProjectionOptions['chanceOf'],
): PlanWorth {
  const { stored } = squadsKeepingLater(plan, lookup);
  const gameweeks = Object.keys(stored).map(Number).sort((a, b) => a - b).map((gameweek) => {
    const squad = stored[gameweek];
    const of = (id: number) => xptsOf(id, gameweek);
    const planned = projectedPoints(squad, of, hitsOf(squad), { chip: squad.chip, chanceOf }).total;
    const withoutTransfers = projectedPoints(carryForward(plan.base, gameweek), of, 0, { chanceOf }).total;
    return { gameweek, planned, withoutTransfers };
  });
  const sum = (pick: (g: GameweekWorth) => number) => round2(gameweeks.reduce((n, g) => n + pick(g), 0));
  return { gameweeks, planned: sum((g) => g.planned), withoutTransfers: sum((g) => g.withoutTransfers) };
}
