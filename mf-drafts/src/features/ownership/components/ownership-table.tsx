import { positionStatsCode, type OwnershipPeriod, type OwnershipRow, type OwnershipSort } from '@draftroom/domain';
import type { CSSProperties } from 'react';
import { PlayerShirt } from '@draftroom/ui';
import { formatPercent } from '../../../shared/format';

export const PERIOD_LABELS: Record<OwnershipPeriod, string> = { today: 'Today', last_week: 'Last Week', all_time: 'All Time' };
const PERIOD_ORDER: OwnershipPeriod[] = ['today', 'last_week', 'all_time'];

export interface OwnershipTableProps {
  rows: readonly OwnershipRow[];
  periods: readonly OwnershipPeriod[];
  sort: OwnershipSort;
}

/** Player (club and position), Official FPL %, then the periods switched on; the sorted column stands out. */
export function OwnershipTable({ rows, periods, sort }: OwnershipTableProps) {
  const shown = PERIOD_ORDER.filter((p) => periods.includes(p));
  const sorted = (key: OwnershipSort) => (sort === key ? 'is-sorted' : undefined);
  return (
    // Scrolls sideways on a phone: a keyboard user reaches it by Tab and scrolls with the arrows (axe, issue 31).
    <div className="ownership__scroll" tabIndex={0} role="region" aria-label="Ownership table">
      <table className="ownership-table">
        <thead>
          <tr>
            <th scope="col" className={sorted('name')}>Player</th>
            <th scope="col" className={sorted('official')}>Official FPL %</th>
            {shown.map((p) => <th key={p} scope="col" className={sorted(p)}>{PERIOD_LABELS[p]} %</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={sorted('name')}>
                <span className="ownership-table__player">
                  <PlayerShirt teamShortName={r.teamShortName} goalkeeper={r.position === 1} size={28} />
                  <span>
                    <span className="ownership-table__name" title={r.name}>{r.webName}</span>
                    <span className="ownership-table__meta">{r.teamShortName} · {positionStatsCode(r.position)}</span>
                  </span>
                </span>
              </th>
              <td className={sorted('official')}>{formatPercent(r.official)}</td>
              {shown.map((p) => (
                <td key={p} className={sorted(p)}>
                  <span className="ownership-table__bar" style={{ '--share': `${Math.min(100, r[p])}%` } as CSSProperties}>{formatPercent(r[p])}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
