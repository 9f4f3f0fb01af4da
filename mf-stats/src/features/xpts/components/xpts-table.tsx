import { useMemo } from 'react';
import { formatXpts, positionStatsCode, xptsIn } from '@draftroom/domain';
import type { Player } from '@draftroom/contracts';
import { AvailabilityFlag, DataTable, type TableColumn } from '@draftroom/ui';
import type { XptsRow } from '@draftroom/domain';
import { PlayerCell } from '../../../shared/components/player-cell';
import type { XptsTableModel } from '../hooks/use-xpts-table';

type Row = XptsRow<Player>;

/**
 * The xPts table: player, the range Total when a range is complete, one column per gameweek
 * (2 decimals, 0.00 when missing). Played gameweeks show the actual points beside the
 * projection, so the model can be judged at a glance.
 */
export function XptsTable({ model, rows, onSort }: { model: XptsTableModel; rows: readonly Row[]; onSort: (gameweek: number | null, sorted: boolean) => void }) {
  const { range, columns, actual, playedThrough, sortGameweek, direction } = model;
  const cols = useMemo(() => xptsTableColumns(range, columns, actual, playedThrough), [range, columns, actual, playedThrough]);
  const sortKey = range ? 'total' : `gw${sortGameweek}`;
  return (
    <DataTable
      caption="Expected points by player and gameweek"
      captionHidden
      columns={cols}
      rows={rows}
      rowKey={(r) => r.player.id}
      sort={{ key: sortKey, direction }}
      onSort={(key) => onSort(key.startsWith('gw') ? Number(key.slice(2)) : null, key === sortKey)}
      dense
    />
  );
}

/** Built once per gameweek window, not per render, so unchanged rows skip rendering. */
function xptsTableColumns(
  range: readonly number[] | null, columns: readonly number[], actual: ReadonlyMap<number, readonly (number | null)[]>, playedThrough: number,
): TableColumn<Row>[] {
  const cols: TableColumn<Row>[] = [
    {
      key: 'player',
      header: 'Player',
      sticky: true,
      cell: (r) => (
        <PlayerCell
          name={r.player.web_name}
          team={r.player.teamShortName}
          position={positionStatsCode(r.player.position)}
          flag={<AvailabilityFlag player={r.player} />}
        />
      ),
    },
  ];
  if (range) {
    cols.push({
      key: 'total',
      header: `Total (${range[0]}-${range[range.length - 1]})`,
      title: `Sum of expected points, GW${range[0]} to GW${range[range.length - 1]}`,
      align: 'right',
      sortable: true,
      cell: (r) => <span className="xp-total">{formatXpts(r.total ?? 0)}</span>,
    });
  }
  for (const gw of columns) {
    const played = gw <= playedThrough;
    cols.push({
      key: `gw${gw}`,
      header: played ? <span className="xp-head">GW{gw}<small>xP · pts</small></span> : `GW${gw}`,
      title: played ? `GW${gw}: expected points before the deadline, and the points actually scored` : `GW${gw} expected points`,
      align: 'right',
      sortable: true,
      cell: (r) => {
        const xp = formatXpts(xptsIn(r.player, gw));
        if (!played) return xp;
        const pts = actual.get(r.player.id)?.[gw - 1];
        return (
          <span className="xp-cell">
            <span>{xp}</span>
            <span className={`xp-actual${pts == null ? ' xp-actual--none' : pts > Number(xp) ? ' xp-actual--above' : ''}`} title={pts == null ? 'No fixture' : `${pts} points scored`}>
              {pts ?? '–'}
            </span>
          </span>
        );
      },
    });
  }
  return cols;
}
