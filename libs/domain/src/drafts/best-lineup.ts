import { TEAM_FORMATIONS, arrangeByFormation, type Formation } from '../squad/formations';
import type { PositionId } from '../position/positions';
import { CAPTAIN_MULTIPLIER } from '../scoring/scoring-rules';
import { projectionIn, xptsIn, type XptsSource } from '../xpts/xpts';

export interface LineupPlayer extends XptsSource {
  id: number;
  position: number;
}

export interface Lineup<T> {
  formation: Formation;
  /** Goalkeeper first, then defenders, midfielders, forwards. */
  starters: T[];
  bench: T[];
  captain: T | null;
  /** Expected points of the eleven in the gameweek, the captain's counted twice. */
  points: number;
}

/** A player's xPts in the gameweek being arranged. */
type Points<T> = (player: T) => number;

const pointsIn = <T extends LineupPlayer>(gameweek: number): Points<T> => (p) => xptsIn(p, gameweek);

function pointsOf<T extends LineupPlayer>(starters: readonly T[], captain: T | null, points: Points<T>): number {
  const base = starters.reduce((n, p) => n + points(p), 0);
  const captainOnPitch = captain && starters.some((p) => p.id === captain.id);
  return base + (captainOnPitch ? (CAPTAIN_MULTIPLIER - 1) * points(captain) : 0);
}

function captainOf<T>(starters: readonly T[], points: Points<T>): T | null {
  let best: T | null = null;
  for (const p of starters) if (!best || points(p) > points(best)) best = p;
  return best;
}

function arrange<T extends LineupPlayer>(squad: readonly T[], formation: Formation, points: Points<T>): Lineup<T> | undefined {
  const arranged = arrangeByFormation(squad, formation, (p) => p.position as PositionId, (a, b) => points(b) - points(a));
  if (!arranged) return undefined;
  const captain = captainOf(arranged.starters, points);
  return { formation, ...arranged, captain, points: pointsOf(arranged.starters, captain, points) };
}

/** A team's expected points in a gameweek: the starters' xPts with the captain doubled. */
export function lineupPoints<T extends LineupPlayer>(starters: readonly T[], captain: T | null, gameweek: number): number {
  return pointsOf(starters, captain, pointsIn(gameweek));
}

/** The starter with the most expected points in the gameweek (the first listed on a tie). */
export function bestCaptain<T extends LineupPlayer>(starters: readonly T[], gameweek: number): T | null {
  return captainOf(starters, pointsIn(gameweek));
}

/** Arranges a squad in one formation by the gameweek's xPts and captains its best starter. */
export function lineupFor<T extends LineupPlayer>(squad: readonly T[], formation: Formation, gameweek: number): Lineup<T> | undefined {
  return arrange(squad, formation, pointsIn(gameweek));
}

/**
 * A formation change in Rate my team that respects the manager's choices (issue 14): the players
 * now in the eleven keep their places where the new shape has room for them (a goalkeeper subbed
 * in stays in goal), the rest of the shape is filled by xPts; the captain stays if he still starts.
 */
export function lineupKeeping<T extends LineupPlayer>(
  squad: readonly T[],
  formation: Formation,
  gameweek: number,
  current: { starters: readonly T[]; captain: T | null },
): Lineup<T> | undefined {
  const starting = new Set(current.starters.map((p) => p.id));
  const rank = (p: T) => (starting.has(p.id) ? 0 : 1);
  const arranged = arrangeByFormation(squad, formation, (p) => p.position as PositionId,
    (a, b) => rank(a) - rank(b) || xptsIn(b, gameweek) - xptsIn(a, gameweek));
  if (!arranged) return undefined;
  const keeps = current.captain && arranged.starters.some((p) => p.id === current.captain!.id);
  const captain = keeps ? current.captain : bestCaptain(arranged.starters, gameweek);
  return { formation, ...arranged, captain, points: lineupPoints(arranged.starters, captain, gameweek) };
}

/**
 * Rate my team's automatic choice (spec 4): among the formations, the one whose best eleven by
 * the gameweek's xPts scores most with the captain counted double. The earlier formation of the
 * list wins a tie, so the answer is stable.
 */
export function bestLineup<T extends LineupPlayer>(
  squad: readonly T[],
  gameweek: number,
  formations: readonly Formation[] = TEAM_FORMATIONS,
): Lineup<T> | undefined {
  // Each player's xPts read once, not twice per comparison in each formation's sorts: the
  // solver's start plan scores thousands of squads (decision 159).
  const known = new Map(squad.map((p) => [p, xptsIn(p, gameweek)]));
  const points: Points<T> = (p) => known.get(p)!;
  let best: Lineup<T> | undefined;
  for (const formation of formations) {
    const lineup = arrange(squad, formation, points);
    if (lineup && (!best || lineup.points > best.points + 1e-9)) best = lineup;
  }
  return best;
}

/** Optimal expected points of a squad in a gameweek (best formation and captain); 0 if it cannot field a team. */
export const optimalPoints = <T extends LineupPlayer>(squad: readonly T[], gameweek: number): number =>
  bestLineup(squad, gameweek)?.points ?? 0;

/**
 * A draft's expected points over some gameweeks (Compare): the best eleven and captain of each
 * gameweek, summed, so two drafts compare as their managers would field them.
 */
export const expectedPointsOver = <T extends LineupPlayer>(squad: readonly T[], gameweeks: readonly number[]): number =>
  gameweeks.reduce((n, gw) => n + optimalPoints(squad, gw), 0);

export interface CaptainSuggestion<T> {
  gameweek: number;
  player: T;
  xpts: number;
}

/**
 * For each gameweek, the selected player with the highest xPts (the builder's Suggested Captains).
 * Only a player with a fixture and some xPts that gameweek can be suggested (a blanking player's
 * 0.00 is no captaincy); a gameweek where nobody qualifies has no suggestion.
 */
export function suggestedCaptains<T extends LineupPlayer>(players: readonly T[], gameweeks: readonly number[]): CaptainSuggestion<T>[] {
  const out: CaptainSuggestion<T>[] = [];
  for (const gameweek of gameweeks) {
    const playing = players.filter((p) => (projectionIn(p, gameweek) ?? 0) > 0);
    const player = bestCaptain(playing, gameweek);
    if (player) out.push({ gameweek, player, xpts: xptsIn(player, gameweek) });
  }
  return out;
}
