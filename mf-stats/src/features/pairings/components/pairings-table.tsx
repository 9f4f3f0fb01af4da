import type { Team } from '@draftroom/contracts';
import type { FixturePairing } from '@draftroom/domain';
import { DataTable, type TableColumn } from '@draftroom/ui';
import { ClubPairCell } from '../../../shared/components/club-pair-cell';
import { FixtureChips } from '../../../shared/components/fixture-chips';
import type { PairingsModel } from '../hooks/use-pairings';

type Row = FixturePairing<Team> & { rank: number };

/** Team Pairing, Avg FDR (2 decimals) and, per gameweek, the easier fixture of the two clubs. */
export function PairingsTable({ model }: { model: PairingsModel }) {
  const rows: Row[] = model.pairs.map((p, i) => ({ ...p, rank: i + 1 }));
  const columns: TableColumn<Row>[] = [
    { key: 'rank', header: '#', align: 'right', cell: (r) => <span className="st-muted">{r.rank}</span> },
    {
      key: 'pair',
      header: 'Team Pairing',
      sticky: true,
      cell: (r) => <ClubPairCell clubs={r.clubs} name={r.name} />,
    },
    {
      key: 'avg',
      header: 'Avg FDR',
      title: 'Average of the easier fixture per gameweek',
      align: 'center',
      cell: (r) => <strong title={`Total FDR ${r.totalFDR.toFixed(1)} over ${r.picks.length} gameweeks`}>{r.averageFDR.toFixed(2)}</strong>,
    },
    ...model.gameweeks.map((gw, i): TableColumn<Row> => ({
      key: `gw${gw}`,
      header: `GW${gw}`,
      align: 'center',
      cell: (r) => {
        const pick = r.picks[i];
        return (
          <span className="pr-pick">
            <FixtureChips fixtures={pick.fixtures} clubsById={model.clubsById} gameweek={gw} style="venue" club={pick.club ?? undefined} />
            {pick.club && <span className="pr-pick__club">{pick.club.short_name}</span>}
          </span>
        );
      },
    })),
  ];
  return <DataTable caption="Best team pairings" captionHidden columns={columns} rows={rows} rowKey={(r) => r.name} sort={{ key: 'avg', direction: 'asc' }} dense />;
}
