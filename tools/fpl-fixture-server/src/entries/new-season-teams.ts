import { lastFinishedGameweek, type SeasonData } from '@draftroom/fpl-data';
import { buildEntry, type EntryScript } from './build-entry';
import { FIXTURE_ENTRY_BUILDERS } from './manager-teams';
import { buildMarket } from './market';
import type { EntryBuilder } from './types';

/**
 * Manager teams of a made-up season (issue 32). The game gives a manager a new team id each
 * season, so these are numbered from the season's first year (2026/27: 2601, 2602) and the
 * 2025/26 teams (1001-1004) are not carried over. They have picks for every played gameweek
 * (GW1-3 of the recorded 2026/27), so the Team Manager loads them and plans from the next one.
 */
export const newSeasonTeamIds = (season: string) => {
  const base = Number(season.slice(2, 4)) * 100;
  return {
    /** One transfer in GW2 (its one free transfer), none in GW3: 2 free transfers for GW4. */
    mover: base + 1,
    /** No transfers: one for GW2, saved twice: 3 free transfers for GW4. */
    steady: base + 2,
  };
};

const scripts = (season: string): EntryScript[] => {
  const ids = newSeasonTeamIds(season);
  return [
    { id: ids.mover, name: 'Rollover Rovers', skip: 2, gameweeks: { 2: { transfers: 1 } } },
    { id: ids.steady, name: 'Promoted Pioneers', skip: 5 },
  ];
};

/** Every team of the season, as the server serves them; empty before a gameweek is played. */
export const newSeasonEntries: EntryBuilder = (season: SeasonData) => {
  const played = lastFinishedGameweek(season.fixtures);
  if (played === 0) return [];
  // Registered for every played gameweek (at most the four the 2025/26 teams ask for).
  const market = buildMarket(season, Math.min(4, played));
  return scripts(season.season).map((script) => buildEntry(market, script, played));
};

/**
 * The teams a server of `season` always answers for: the 2025/26 fixture teams wherever four
 * gameweeks are played (they are built through GW4, as every test before issue 32 expects), and
 * a made-up season's own teams.
 */
export function entryBuildersFor(season: SeasonData): EntryBuilder[] {
  const builders = lastFinishedGameweek(season.fixtures) >= 4 ? [...FIXTURE_ENTRY_BUILDERS] : [];
  if (season.season !== '2025-26') builders.push(newSeasonEntries);
  return builders;
}
