import type { Team } from '@draftroom/contracts';
import type { FdrRow } from '@draftroom/domain';
import { DataTable, type TableColumn } from '@draftroom/ui';
import { ClubCell } from '../../../shared/components/club-cell';
import { FixtureChips } from '../../../shared/components/fixture-chips';
import type { FdrMatrixModel } from '../hooks/use-fdr-matrix';

type Row = FdrRow<Team>;

/** 'FDR Matrix': club, Avg (one decimal), and each gameweek's opponents coloured by difficulty. */
export function FdrMatrixTable({ model, sortedBy }: { model: FdrMatrixModel; sortedBy?: 'asc' | 'desc' }) {
  const columns: TableColumn<Row>[] = [
    { key: 'club', header: 'Club', sticky: true, cell: (r) => <ClubCell club={r.club} /> },
    {
      key: 'avg',
      header: 'Avg',
      title: 'Average difficulty over the gameweeks shown; a blank gameweek counts 5',
      align: 'center',
      cell: (r) => (r.average == null ? <span className="st-muted">–</span> : <strong>{r.average.toFixed(1)}</strong>),
    },
    ...model.gameweeks.map((gw, i): TableColumn<Row> => ({
      key: `gw${gw}`,
      header: `GW${gw}`,
      align: 'center',
      cell: (r) => <FixtureChips fixtures={r.cells[i].fixtures} clubsById={model.clubsById} gameweek={gw} style="case" club={r.club} />,
    })),
  ];
  return (
    <DataTable
      caption="FDR Matrix"
      columns={columns}
      rows={model.rows}
      rowKey={(r) => r.club.id}
      sort={sortedBy ? { key: 'avg', direction: sortedBy } : undefined}
      dense
    />
  );
}
