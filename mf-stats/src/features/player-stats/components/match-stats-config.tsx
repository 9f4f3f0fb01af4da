import { DEFAULT_SORT_2425, SEASON_SORT_KEYS_2425 } from '@draftroom/domain';
import {
  PlayerGameweeks2425Shape, SeasonStats2425Shape, seasonDigits, type PlayerGameweekRow2425, type SeasonStatsRow2425,
} from '@draftroom/contracts';
import type { PlayerStatsConfig } from './player-stats-config';
import {
  cleanSheetColumn, countColumn, decimalColumn, defconsColumn, fixtureColumn, gwColumn, intColumn, money,
} from './stat-cells';
import { usePlayerGwData } from '../api/player-gw-data';
import { useSeasonStats } from '../api/season-stats';

type Group = 'general' | 'cleanSheet' | 'xData' | 'defcons' | 'cbrit' | 'perMillion';
type R = SeasonStatsRow2425;
type W = PlayerGameweekRow2425;

/** The CBRIT group, the same on the season's rows and on a player's gameweeks. */
const CBRIT_COLUMNS = [
  intColumn<R | W>('total_tackles', 'Tackles'),
  intColumn<R | W>('interceptions', 'Int', 'Interceptions'),
  intColumn<R | W>('recoveries', 'Rec', 'Recoveries'),
  intColumn<R | W>('blocks', 'Blocks'),
  intColumn<R | W>('clearances', 'Clear', 'Clearances'),
];

/**
 * A season whose defensive figures are rebuilt from match stats (columns 'match-stats', spec 2.13
 * for 24/25): column groups, sorts (default goals), per-GW columns.
 */
export const matchStatsConfig = (season: string): PlayerStatsConfig<R, W, Group> => ({
  id: `ps${seasonDigits(season)}`,
  useSeasonRows: () => useSeasonStats(season, SeasonStats2425Shape),
  useGameweekRows: (playerId) => usePlayerGwData(season, PlayerGameweeks2425Shape, playerId),
  groups: [
    { key: 'general', label: 'General' },
    { key: 'cleanSheet', label: 'Clean Sheet' },
    { key: 'xData', label: 'xData' },
    { key: 'defcons', label: 'DefCons' },
    { key: 'cbrit', label: 'CBRIT' },
    { key: 'perMillion', label: 'Stats Per Million', seasonOnly: true },
  ],
  defaultGroups: ['general', 'cleanSheet', 'xData', 'defcons'],
  seasonColumns: {
    general: [intColumn<R>('minutes_played', 'Minutes'), intColumn<R>('goals', 'Goals'), intColumn<R>('assists', 'Assists')],
    cleanSheet: [intColumn<R>('total_cs', 'CS', 'Clean sheets')],
    xData: [
      decimalColumn<R>('xg', 'xG', 'Expected goals'),
      decimalColumn<R>('xg_per90', 'xG/90', 'Expected goals per 90 minutes'),
      decimalColumn<R>('xa', 'xA', 'Expected assists'),
      decimalColumn<R>('xa_per90', 'xA/90', 'Expected assists per 90 minutes'),
      decimalColumn<R>('xg_xa', 'xG+xA'),
      decimalColumn<R>('xg_xa_per90', 'xG+xA/90', 'Expected goals and assists per 90 minutes'),
    ],
    defcons: [
      intColumn<R>('defcons', 'DefCons', 'Defensive contributions: CBIT for defenders, CBIRT for midfielders and forwards'),
      decimalColumn<R>('defcons_per90', 'DefCons/90'),
      intColumn<R>('defcon_pts', 'DefCon Pts', 'Points under the 2025/26 rule: 2 per match at 10 (DEF) or 12 (MID, FWD)'),
    ],
    cbrit: CBRIT_COLUMNS,
    perMillion: [
      { key: 'price', header: 'Price', title: `Price at the end of ${season.slice(0, 4)}/${season.slice(5)}`, align: 'right', cell: (r) => money(r.price) },
      decimalColumn<R>('defcon_pts_per_m', 'DefCon Pts/£m'),
      decimalColumn<R>('xg_xa_per_m', 'xG+xA/£m'),
    ],
  },
  gameweekColumns: () => ({
    fixed: [gwColumn<W>(), fixtureColumn<W>('Fixture')],
    groups: {
      general: [intColumn<W>('minutes_played', 'Minutes'), countColumn<W>('goals', 'Goals'), countColumn<W>('assists', 'Assists')],
      cleanSheet: [cleanSheetColumn<W>()],
      xData: [decimalColumn<W>('xg', 'xG'), decimalColumn<W>('xa', 'xA'), decimalColumn<W>('xg_xa', 'xG+xA')],
      defcons: [defconsColumn<W>(), intColumn<W>('defcon_pts', 'DefCon Pts')],
      cbrit: CBRIT_COLUMNS,
    },
  }),
  sortOptions: [
    { key: 'goals', label: 'Goals' },
    { key: 'assists', label: 'Assists' },
    { key: 'total_cs', label: 'Clean Sheets' },
    { key: 'defcons', label: 'DefCons' },
    { key: 'defcons_per90', label: 'DefCons per 90' },
    { key: 'defcon_pts', label: 'DefCon Points' },
    { key: 'defcon_pts_per_m', label: 'DefCon Points per £m' },
    { key: 'xg', label: 'xG' },
    { key: 'xg_per90', label: 'xG per 90' },
    { key: 'xa', label: 'xA' },
    { key: 'xa_per90', label: 'xA per 90' },
    { key: 'xg_xa', label: 'xG + xA' },
    { key: 'xg_xa_per90', label: 'xG + xA per 90' },
  ],
  sortKeys: SEASON_SORT_KEYS_2425,
  defaultSort: DEFAULT_SORT_2425,
});
