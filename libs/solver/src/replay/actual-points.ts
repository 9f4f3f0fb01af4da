import { projectedPoints, type Chip, type SquadSlot } from '@draftroom/domain';
import type { ActualGameweek, Fielded, MarketPlayer } from './types';

/**
 * The points a fielded team actually scored in a gameweek, by the game's rules as the domain
 * holds them (`projectedPoints` with each player's chance of playing 1 or 0 is exactly the real
 * game's outcome): a starter with no minutes is replaced by the first bench player in order who
 * played and keeps the eleven legal (keeper for keeper), the captain's points count twice, the
 * vice captain's when the captain did not play, and the hits are deducted.
 */
export function actualPoints(
  fielded: Fielded,
  positionOf: (id: number) => MarketPlayer['position'],
  actual: ReadonlyMap<number, ActualGameweek>,
  hits = 0,
  chip: Chip | null = null,
): number {
  const slot = (id: number): SquadSlot => ({ position: positionOf(id), playerId: id });
  const played = (id: number) => (actual.get(id)?.minutes ?? 0) > 0;
  const result = projectedPoints(
    { starters: fielded.starters.map(slot), bench: fielded.bench.map(slot), captainId: fielded.captain, viceCaptainId: fielded.viceCaptain },
    (id) => actual.get(id)?.points ?? 0,
    hits,
    { chip, chanceOf: (id) => (played(id) ? 1 : 0) },
  );
  return result.total;
}
