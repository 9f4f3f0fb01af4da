import { useMemo, type Dispatch } from 'react';
import { effectiveSortKey, sortDirection } from '@draftroom/domain';
import { DataTable, type TableColumn } from '@draftroom/ui';
import { PlayerCell } from '../../../shared/components/player-cell';
import type { SeasonFilterAction, SeasonFilterState } from '../hooks/use-season-filters';
import type { SeasonRowBase, StatsColumnGroup } from './player-stats-config';

export interface SeasonTableProps<R extends SeasonRowBase, G extends string> {
  rows: readonly R[];
  state: SeasonFilterState<G>;
  dispatch: Dispatch<SeasonFilterAction<G>>;
  groups: readonly StatsColumnGroup<G>[];
  columns: Readonly<Record<G, TableColumn<R>[]>>;
  sortKeys: readonly string[];
  onOpenPlayer?: (row: R) => void;
  /** Clubs the product has shirts for (today's 20). */
  shirts: ReadonlySet<string>;
}

/** 'Season Stats': a tick box that highlights the row, the player, then the column groups switched on. */
export function SeasonTable<R extends SeasonRowBase, G extends string>({ rows, state, dispatch, groups, columns, sortKeys, onOpenPlayer, shirts }: SeasonTableProps<R, G>) {
  const sortKey = effectiveSortKey(state.sort, sortKeys);
  const { ticked, columns: shown } = state;
  // Built when the shown groups, the ticks or the clubs change, not on every filter keystroke, so
  // rows whose player stays in place are not rendered again.
  const cols = useMemo<TableColumn<R>[]>(() => [
    {
      key: 'tick',
      header: <span className="dr-visually-hidden">Highlight row</span>,
      align: 'center',
      cell: (r) => (
        <input
          type="checkbox"
          className="st-check"
          aria-label={`Highlight ${r.display_name}`}
          checked={ticked.has(r.player_id)}
          onChange={() => dispatch({ type: 'tick', value: r.player_id })}
        />
      ),
    },
    {
      key: 'player',
      header: 'Player',
      sticky: true,
      cell: (r) => (
        <PlayerCell name={r.display_name} team={r.team_name} position={r.player_position} shirt={shirts.has(r.team_name)} onOpen={onOpenPlayer && (() => onOpenPlayer(r))} />
      ),
    },
    ...groups.filter((g) => shown.has(g.key)).flatMap((g) =>
      columns[g.key].map((c) => ({ ...c, sortable: sortKeys.includes(c.key) })),
    ),
  ], [ticked, shown, groups, columns, sortKeys, dispatch, onOpenPlayer, shirts]);
  return (
    <DataTable
      caption="Season Stats"
      columns={cols}
      rows={rows}
      rowKey={(r) => r.player_id}
      sort={{ key: sortKey, direction: sortDirection(sortKey) }}
      onSort={(value) => dispatch({ type: 'sort', value })}
      rowClassName={(r) => (state.ticked.has(r.player_id) ? 'st-row--ticked' : undefined)}
    />
  );
}
