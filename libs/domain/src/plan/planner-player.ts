import { isPositionId } from '../position/positions';
import type { PlannerPlayer } from './types';

/** The fields of a Player from /api/players (libs/contracts) that the planner reads. */
export interface MarketPlayer {
  id: number;
  position: number;
  team: number;
  teamName: string;
  price: number;
  web_name?: string;
}

/**
 * The planner's view of a player: the Team Manager's market and the planner service build it
 * the same way. A player of no known position is no footballer the planner can pick: undefined.
 */
export function plannerPlayerOf(p: MarketPlayer): PlannerPlayer | undefined {
  if (!isPositionId(p.position)) return undefined;
  return { id: p.id, position: p.position, team: p.team, teamName: p.teamName, price: p.price, name: p.web_name };
}
