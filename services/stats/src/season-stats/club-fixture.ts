import { matchResult, scoreLabel, type MatchResult } from '@draftroom/domain';
import type { AppearanceRecord, FixtureRecord, SeasonData } from '@draftroom/fpl-data';

/** One appearance row placed in its fixture: opponent, venue, score and result from the player's side. */
export interface AppearanceInFixture {
  gw: number;
  opponent: string;
  was_home: boolean;
  score: string | null;
  result: MatchResult | null;
}

/** Reads a season's clubs and fixtures once, then answers per appearance. */
export function fixtureReader(data: SeasonData): (a: AppearanceRecord) => AppearanceInFixture {
  const clubs = new Map(data.teams.map((t) => [t.id, t.shortName]));
  const fixtures = new Map<number, FixtureRecord>(data.fixtures.map((f) => [f.id, f]));
  return (a) => {
    const f = fixtures.get(a.fixtureId);
    const played = f != null && f.finished && f.homeScore != null && f.awayScore != null;
    const own = played ? (a.wasHome ? f.homeScore! : f.awayScore!) : 0;
    const their = played ? (a.wasHome ? f.awayScore! : f.homeScore!) : 0;
    return {
      gw: a.gameweek,
      opponent: clubs.get(a.opponentTeamId) ?? 'UNK',
      was_home: a.wasHome,
      score: played ? scoreLabel(f.homeScore!, f.awayScore!) : null,
      result: played ? matchResult(own, their) : null,
    };
  };
}

/** Appearances grouped by player, in gameweek then kickoff order. */
export function appearancesByPlayer(appearances: readonly AppearanceRecord[], throughGameweek = 38): Map<number, AppearanceRecord[]> {
  const out = new Map<number, AppearanceRecord[]>();
  for (const a of appearances) {
    if (a.gameweek > throughGameweek) continue;
    const list = out.get(a.playerId) ?? [];
    list.push(a);
    out.set(a.playerId, list);
  }
  for (const list of out.values()) list.sort((x, y) => x.gameweek - y.gameweek || (x.kickoff ?? '').localeCompare(y.kickoff ?? ''));
  return out;
}
