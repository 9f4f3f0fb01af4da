import { isPositionId } from '../position/positions';
import { toTenths } from '../money/tenths';
import type { PlannerPlayer, PlayerLookup } from './types';

/** The fields of a Player from /api/players (libs/contracts) that the planner reads. */
export interface MarketPlayer {
  id: number;
  position: number;
  team: number;
  teamName: string;
  price: number;
  startPrice?: number;
  web_name?: string;
}

/**
 * The planner's view of a player: the Team Manager's market and the planner service build it
 * the same way. A player of no known position is no footballer the planner can pick: undefined.
 */
export function plannerPlayerOf(p: MarketPlayer): PlannerPlayer | undefined {
  if (!isPositionId(p.position)) return undefined;
  const start = p.startPrice === undefined ? {} : { startPrice: p.startPrice };
  return { id: p.id, position: p.position, team: p.team, teamName: p.teamName, price: p.price, name: p.web_name, ...start };
}

/**
 * What a team paid for a player of its first squad, in tenths: his gameweek-1 price when the team
 * played gameweek 1 (prices do not move before the first deadline); unknown for a team that started
 * later (it then sells for his price now). `firstGameweekPlayed` is the team's first gameweek with picks.
 */
export const startPurchasePrice = (lookup: PlayerLookup, firstGameweekPlayed: number | undefined) => (id: number): number | undefined => {
  const start = lookup(id)?.startPrice;
  return firstGameweekPlayed === 1 && start !== undefined ? toTenths(start) : undefined;
};
