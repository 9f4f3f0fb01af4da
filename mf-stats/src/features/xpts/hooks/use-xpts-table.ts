import { useMemo } from 'react';
import {
  availableXptsGameweeks, rangeGameweeks, xptsColumns, xptsRows, xptsSortGameweek, type XptsView,
} from '@draftroom/domain';
import { combineQueries, usePlayers, useSeason } from '@draftroom/ui';
import { useGameweekPoints } from '../api/gameweek-points';
import type { XptsFilterState } from './use-xpts-filters';

/**
 * Everything the xPts table shows, from the catalogue, the season clock and the filters. The
 * default view is the next gameweek to be played (GW1 before the season).
 */
export function useXptsTable(state: XptsFilterState) {
  const players = usePlayers();
  const season = useSeason();
  const points = useGameweekPoints();

  const available = useMemo(() => availableXptsGameweeks(players.data ?? []), [players.data]);
  const planning = season.data?.planningFrom ?? 1;
  const anchor = available.length === 0 ? planning : Math.min(Math.max(planning, available[0]), available[available.length - 1]);
  // Memoised so the columns, rows and table cells are only recomputed when the view really changes.
  const view = useMemo<XptsView>(() => state.view ?? { mode: 'single', gameweek: anchor }, [state.view, anchor]);
  const range = useMemo(() => rangeGameweeks(view), [view]);
  const columns = useMemo(() => xptsColumns(view, available, anchor), [view, available, anchor]);
  const filters = useMemo(
    () => ({ search: state.search, team: state.team, positions: state.positions, hideUnavailable: state.hideUnavailable }),
    [state.search, state.team, state.positions, state.hideUnavailable],
  );
  const { direction } = state;
  const rows = useMemo(() => xptsRows(players.data ?? [], filters, view, columns, direction), [players.data, filters, view, columns, direction]);
  const actual = useMemo(() => new Map((points.data?.players ?? []).map((p) => [p.id, p.points])), [points.data]);

  const status = combineQueries(players, season);
  const { isPending, error } = status;
  const playedThrough = points.data?.throughGameweek ?? 0;
  const nextGameweeks = season.data?.nextGameweeks;
  const sortGameweek = xptsSortGameweek(view, columns);

  // One object per real change, so the memoised table section skips the renders where nothing it
  // shows moved (the urgent render of a filter change, decision 087).
  return useMemo(() => ({
    ...status,
    available,
    anchor,
    view,
    range,
    sortGameweek,
    direction,
    columns,
    rows,
    /** Actual points by player id; index gw-1; up to `playedThrough`. */
    actual,
    playedThrough,
    nextGameweeks: nextGameweeks ?? [],
  // `status` is new on every render; what it says is isPending and error (refetch is only called on Retry).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [isPending, error, available, anchor, view, range, sortGameweek, direction, columns, rows, actual, playedThrough, nextGameweeks]);
}
export type XptsTableModel = ReturnType<typeof useXptsTable>;
