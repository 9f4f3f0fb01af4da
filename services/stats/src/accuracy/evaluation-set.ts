import type { SeasonData } from '@draftroom/fpl-data';

/**
 * One player-gameweek of the evaluation set: a player listed in the game with at least one
 * fixture that gameweek (a row in that gameweek's file), whether he played or not. Blank
 * gameweeks are left out (0 projected, 0 scored, nothing to learn); a double counts once,
 * with both fixtures' points.
 */
export interface PlayerGameweek {
  playerId: number;
  gameweek: number;
  points: number;
  minutes: number;
}

export function playerGameweeks(season: SeasonData, from: number, to: number): PlayerGameweek[] {
  const byKey = new Map<string, PlayerGameweek>();
  for (const a of season.appearances) {
    if (a.gameweek < from || a.gameweek > to) continue;
    const key = `${a.playerId}:${a.gameweek}`;
    const pg = byKey.get(key);
    if (pg) {
      pg.points += a.totalPoints;
      pg.minutes += a.minutes;
    } else byKey.set(key, { playerId: a.playerId, gameweek: a.gameweek, points: a.totalPoints, minutes: a.minutes });
  }
  return [...byKey.values()].sort((a, b) => a.gameweek - b.gameweek || a.playerId - b.playerId);
}

/** Gameweek -> points, per player: what the baselines read. */
export function pointsByGameweek(season: SeasonData): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const a of season.appearances) {
    let m = out.get(a.playerId);
    if (!m) out.set(a.playerId, (m = new Map()));
    m.set(a.gameweek, (m.get(a.gameweek) ?? 0) + a.totalPoints);
  }
  return out;
}
