import { DEFAULT_SORT_2526, EXCLUDED_MINUTES_2526, SEASON_SORT_KEYS_2526 } from '@draftroom/domain';
import {
  PlayerGameweeks2526Shape, SeasonStats2526Shape, seasonDigits, type PlayerGameweekRow2526, type SeasonStatsRow2526,
} from '@draftroom/contracts';
import type { PlayerStatsConfig } from './player-stats-config';
import {
  cleanSheetColumn, countColumn, decimalColumn, defconsColumn, fixtureColumn, gwColumn, intColumn, money,
} from './stat-cells';
import { usePlayerGwData } from '../api/player-gw-data';
import { useSeasonStats } from '../api/season-stats';
import { PlayerDetailDialog } from './player-detail-dialog';

type Group = 'general' | 'bonus' | 'xData' | 'defcons' | 'per90';
type R = SeasonStatsRow2526;
type W = PlayerGameweekRow2526;

/**
 * A season whose figures the game published (columns 'fpl', spec 2.14 for 25/26): column groups,
 * sorts (default points), per-GW columns, and for the season being served the detail dialog.
 * Its fixtures and xPts are the served season's, and the game numbers its players afresh each
 * season, so a past season's rows would open someone else's.
 */
export const fplStatsConfig = (season: string, served: boolean): PlayerStatsConfig<R, W, Group> => ({
  id: `ps${seasonDigits(season)}`,
  useSeasonRows: () => useSeasonStats(season, SeasonStats2526Shape),
  useGameweekRows: (playerId) => usePlayerGwData(season, PlayerGameweeks2526Shape, playerId),
  groups: [
    { key: 'general', label: 'General' },
    { key: 'bonus', label: 'Bonus Points' },
    { key: 'xData', label: 'xData' },
    { key: 'defcons', label: 'DefCons' },
    { key: 'per90', label: "Per 90'", seasonOnly: true },
  ],
  defaultGroups: ['general', 'xData', 'defcons'],
  seasonColumns: {
    general: [
      intColumn<R>('points', 'Points'),
      { key: 'price', header: 'Price', align: 'right', cell: (r) => money(r.price) },
      intColumn<R>('minutes_played', 'Minutes Played'),
      intColumn<R>('goals', 'Goals'),
      intColumn<R>('assists', 'Assists'),
      intColumn<R>('total_cs', 'CS', 'Clean sheets'),
    ],
    bonus: [intColumn<R>('bonus', 'Bonus'), intColumn<R>('bps', 'BPS', 'Bonus points system score')],
    xData: [
      decimalColumn<R>('xg', 'xG', 'Expected goals'),
      decimalColumn<R>('xa', 'xA', 'Expected assists'),
      decimalColumn<R>('xgi', 'xGI', 'Expected goal involvements'),
      decimalColumn<R>('xgc', 'xGC', 'Expected goals conceded (sorted lowest first)'),
    ],
    defcons: [
      { key: 'defcon_pts', header: 'DefCon Pts', title: 'Points from defensive contributions', align: 'right', cell: (r) => String(Math.round(r.defcon_pts)) },
      intColumn<R>('defcons', 'DefCons', 'Defensive contributions: CBIT for defenders, CBIRT for midfielders and forwards'),
      intColumn<R>('tackles', 'Tackles'),
      intColumn<R>('recoveries', 'Recoveries'),
      intColumn<R>('cbi', 'CBI', 'Clearances, blocks and interceptions'),
    ],
    per90: [
      decimalColumn<R>('xg_per90', 'xG/90'),
      decimalColumn<R>('xa_per90', 'xA/90'),
      decimalColumn<R>('xgi_per90', 'xGI/90'),
      decimalColumn<R>('xgc_per90', 'xGC/90', 'Expected goals conceded per 90 (sorted lowest first)'),
      decimalColumn<R>('defcons_per90', 'DefCons/90'),
    ],
  },
  gameweekColumns: (position) => ({
    fixed: [gwColumn<W>(), fixtureColumn<W>('Fixture')],
    groups: {
      general: [
        intColumn<W>('points', 'Points'),
        intColumn<W>('minutes_played', 'Minutes Played'),
        countColumn<W>('goals', 'Goals'),
        countColumn<W>('assists', 'Assists'),
        cleanSheetColumn<W>(),
      ],
      bonus: [intColumn<W>('bonus', 'Bonus'), intColumn<W>('bps', 'BPS')],
      xData: [decimalColumn<W>('xg', 'xG'), decimalColumn<W>('xa', 'xA'), decimalColumn<W>('xgi', 'xGI'), decimalColumn<W>('xgc', 'xGC')],
      // Spec 2.14: the defensive columns are hidden for forwards.
      defcons: position === 'FWD' ? [] : [
        defconsColumn<W>(), intColumn<W>('tackles', 'Tackles'), intColumn<W>('recoveries', 'Recoveries'), intColumn<W>('cbi', 'CBI'),
      ],
    },
  }),
  sortOptions: [
    { key: 'points', label: 'Points' },
    { key: 'price', label: 'Price' },
    { key: 'minutes_played', label: 'Minutes Played' },
    { key: 'goals', label: 'Goals' },
    { key: 'assists', label: 'Assists' },
    { key: 'total_cs', label: 'Clean Sheets' },
    { key: 'bonus', label: 'Bonus' },
    { key: 'bps', label: 'BPS' },
    { key: 'xg', label: 'xG' },
    { key: 'xa', label: 'xA' },
    { key: 'xgi', label: 'xGI' },
    { key: 'xgc', label: 'xGC (lowest first)' },
    { key: 'xg_per90', label: 'xG per 90' },
    { key: 'xa_per90', label: 'xA per 90' },
    { key: 'xgi_per90', label: 'xGI per 90' },
    { key: 'xgc_per90', label: 'xGC per 90 (lowest first)' },
    { key: 'defcon_pts', label: 'DefCon Points' },
    { key: 'defcons', label: 'DefCons' },
    { key: 'defcons_per90', label: 'DefCons per 90' },
    { key: 'tackles', label: 'Tackles' },
    { key: 'recoveries', label: 'Recoveries' },
    { key: 'cbi', label: 'CBI' },
  ],
  sortKeys: SEASON_SORT_KEYS_2526,
  defaultSort: DEFAULT_SORT_2526,
  filterOptions: { excludeMinutesUpTo: EXCLUDED_MINUTES_2526 },
  renderPlayerDetail: served
    ? ({ row, close, showGameweeks }) => <PlayerDetailDialog season={season} row={row} onClose={close} onShowGameweeks={showGameweeks} />
    : undefined,
});
