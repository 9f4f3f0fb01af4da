import type { SeasonData, SeasonId } from '@draftroom/fpl-data';
import { flagClass, flaggedMinutes, gameweekKickoffs, type Flag } from './availability';
import { fixtureContext } from './fixture-context';
import { fixturePoints, type PointsBreakdown } from './fixture-points';
import { buildMatchLog, knownRows, type MatchLog, type PlayerMatch } from './match-log';
import { fitMinutesModel, minutesOutlook, type MinutesModel, type MinutesOutlook } from './minutes';
import { minutesAsSet } from './minutes-set';
import { DEFAULT_PARAMS, type ModelParams } from './model-params';
import { leagueRates, playerRates } from './rates';
import { rulesFor, type ScoringRules } from '@draftroom/domain';
import { teamStrengths } from './team-strength';

/** What stays fixed while the clock moves through a season: the data, the rules, the fitted minutes model. */
export interface Projector {
  log: MatchLog;
  rules: ScoringRules;
  params: ModelParams;
  minutes: MinutesModel;
  season: SeasonId;
  /** First kickoff per gameweek of the current season (return dates in the news are read against it). */
  kickoffs: Map<number, Date>;
}

export function createProjector(current: SeasonData, history: readonly SeasonData[], params: ModelParams = DEFAULT_PARAMS): Projector {
  const log = buildMatchLog(current, history);
  return {
    log, rules: rulesFor(current.season), params, minutes: fitMinutesModel(log), season: current.season, kickoffs: gameweekKickoffs(current),
  };
}

/**
 * The club a player is at when the deadline after gameweek `asOf` passes: the club of his
 * gameweek asOf+1 listing if he has one (who is registered where is known before the
 * deadline; nothing else of that row is read), otherwise of his latest known fixture this
 * season. Null when he is not in the game yet.
 */
export function clubAtDeadline(rows: readonly PlayerMatch[], current: number, asOf: number): number | null {
  let latest: number | null = null;
  for (const r of rows) {
    if (r.season !== current) continue;
    if (r.gameweek === asOf + 1) return r.teamCode;
    if (r.gameweek <= asOf) latest = r.teamCode;
    else break;
  }
  return latest;
}

/** One target gameweek of one player as the model sees it from the origin: his minutes, and each of his fixtures part by part. */
export interface GameweekOutlook {
  minutes: MinutesOutlook;
  /** One breakdown per fixture of his club that gameweek (none in a blank, two in a double). */
  fixtures: PointsBreakdown[];
}

/**
 * Every listed player (or only `playerId`) for the `targets` gameweeks as the model stood after
 * gameweek `asOf` (0 = before the season). Results of later gameweeks are cut away here,
 * before any part of the model sees them. `flags` are the availability flags published
 * before the next deadline (player id -> flag); without them the minutes model stands alone.
 * A player not in the game yet at the deadline gets no outlooks. `setMinutes`, with `playerId`:
 * the minutes a manager sets for him in each match (minutesAsSet), in place of the minutes model and his flag.
 */
export function eachPlayerOutlook(
  projector: Projector,
  asOf: number,
  targets: readonly number[],
  flags: ReadonlyMap<number, Flag> | undefined,
  visit: (playerId: number, outlooks: readonly GameweekOutlook[]) => void,
  playerId?: number,
  setMinutes?: number,
): void {
  const { log, rules, params } = projector;
  const asSet = setMinutes === undefined ? undefined : minutesAsSet(setMinutes);
  const { current } = log;
  const strengths = teamStrengths(log, asOf, params);
  const known = new Map<number, readonly PlayerMatch[]>();
  for (const [code, rows] of log.byPlayer) known.set(code, knownRows(rows, current, asOf));
  const league = leagueRates(known.values(), params);

  const fixturesByGw = new Map<number, typeof log.fixtures>();
  for (const f of log.fixtures) {
    const list = fixturesByGw.get(f.gameweek);
    if (list) list.push(f);
    else fixturesByGw.set(f.gameweek, [f]);
  }

  for (const player of log.players) {
    if (playerId !== undefined && player.id !== playerId) continue;
    const rows = known.get(player.code) ?? [];
    const club = clubAtDeadline(log.byPlayer.get(player.code) ?? [], current, asOf);
    if (club == null) {
      visit(player.id, []);
      continue;
    }
    const rates = playerRates(rows, player.position, current, league, params);
    const byHorizon = new Map<number, MinutesOutlook>();
    const outlooks = targets.map((gw): GameweekOutlook => {
      const horizon = gw - asOf;
      let base = byHorizon.get(horizon);
      if (!base) {
        base = minutesOutlook(projector.minutes, rows, current, horizon);
        byHorizon.set(horizon, base);
      }
      const flag = flags?.get(player.id);
      const minutes = asSet ?? (flag ? flaggedMinutes(base, flagClass(flag, projector.season, projector.kickoffs.get(gw) ?? null), horizon) : base);
      const fixtures: PointsBreakdown[] = [];
      for (const f of fixturesByGw.get(gw) ?? []) {
        if (f.homeCode !== club && f.awayCode !== club) continue;
        const home = f.homeCode === club;
        const ctx = fixtureContext(strengths, club, home ? f.awayCode : f.homeCode, home);
        fixtures.push(fixturePoints({ position: player.position, rates, minutes }, ctx, rules, params));
      }
      return { minutes, fixtures };
    });
    visit(player.id, outlooks);
  }
}

/** A gameweek's expected points: its fixtures' totals added in fixture order. */
export const outlookPoints = (outlook: GameweekOutlook | undefined): number => (outlook?.fixtures ?? []).reduce((sum, f) => sum + f.total, 0);

/** Every listed player's xPts for the `targets` gameweeks from the origin (see eachPlayerOutlook): playerId -> xpts per target (same order). */
export function projectFromOrigin(
  projector: Projector,
  asOf: number,
  targets: readonly number[],
  flags?: ReadonlyMap<number, Flag>,
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  eachPlayerOutlook(projector, asOf, targets, flags, (id, outlooks) => out.set(id, targets.map((_, i) => outlookPoints(outlooks[i]))));
  return out;
}
