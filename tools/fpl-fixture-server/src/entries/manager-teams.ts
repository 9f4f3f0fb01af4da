import { lastFinishedGameweek, type SeasonData } from '@draftroom/fpl-data';
import { buildEntry, type EntryScript } from './build-entry';
import { buildMarket, type Market } from './market';
import type { EntryBuilder } from './types';

/**
 * The fixture teams, each with the history a free-transfer branch of spec 4 needs. Every team
 * has picks for every finished gameweek of the data, so the planner works at any season clock.
 * With the clock at gameweek 4 they start planning gameweek 5 with these free transfers:
 */
export const FIXTURE_TEAMS = {
  /** No chips, no transfers: 1 + one per gameweek before GW4 = 4 free transfers. */
  plain: 1001,
  /** A free transfer in GW2, a wildcard (skipped) with five transfers in GW3: 2 free transfers. */
  wildcard: 1002,
  /** Three transfers for a -4 hit in GW3 (reset to 1), nothing in GW4: 1 free transfer. */
  hit: 1003,
  /** Bench boost in GW4 (+1, capped at 5): 5 free transfers. */
  benchBoost: 1004,
  /** An id the official game does not know: every request for it answers 404. */
  missing: 4040,
} as const;

const SCRIPTS: EntryScript[] = [
  { id: FIXTURE_TEAMS.plain, name: 'Plain Fixture XI' },
  { id: FIXTURE_TEAMS.wildcard, name: 'Wildcard Wanderers', skip: 3, gameweeks: { 2: { transfers: 1 }, 3: { chip: 'wildcard', transfers: 5 } } },
  { id: FIXTURE_TEAMS.hit, name: 'Minus Four United', skip: 6, gameweeks: { 3: { transfers: 3, cost: 4 } } },
  { id: FIXTURE_TEAMS.benchBoost, name: 'Bench Boost Athletic', skip: 9, gameweeks: { 4: { chip: 'bboost' } } },
];

const markets = new WeakMap<SeasonData, Market>();
const marketOf = (season: SeasonData): Market => markets.get(season) ?? markets.set(season, buildMarket(season)).get(season)!;

const builderFor = (script: EntryScript): EntryBuilder => (season) => [
  buildEntry(marketOf(season), script, Math.max(4, lastFinishedGameweek(season.fixtures))),
];

export const plainEntry = builderFor(SCRIPTS[0]);
export const wildcardEntry = builderFor(SCRIPTS[1]);
export const hitEntry = builderFor(SCRIPTS[2]);
export const benchBoostEntry = builderFor(SCRIPTS[3]);

/** Every fixture team; the server always serves these. */
export const FIXTURE_ENTRY_BUILDERS: EntryBuilder[] = [plainEntry, wildcardEntry, hitEntry, benchBoostEntry];
