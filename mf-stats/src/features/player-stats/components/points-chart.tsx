import { lazy } from 'react';
import { formatXpts } from '@draftroom/domain';
import { ChartFrame } from '../../../shared/components/chart-frame';
import type { PointsRow } from './points-plot';

/** Drawn by Recharts in the remote's one charts chunk, fetched when the dialog shows the chart (decision 221). */
const PointsPlot = lazy(() => import(/* webpackChunkName: "charts" */ './points-plot').then((m) => ({ default: m.PointsPlot })));

export interface PointsChartProps {
  /** Gameweeks along the x axis, ascending. */
  gameweeks: readonly number[];
  /** Actual points per gameweek (missing = no fixture or not yet played). */
  points: ReadonlyMap<number, number>;
  xpts: ReadonlyMap<number, number>;
  playedThrough: number;
  /** The id of the heading that names the chart. */
  titleId: string;
}

/** Points as bars, expected points as a line (dashed where the gameweek is still to come), with its numbers as a table. */
export function PointsChart({ gameweeks, points, xpts, playedThrough, titleId }: PointsChartProps) {
  if (gameweeks.length === 0) return null;
  const rows: PointsRow[] = gameweeks.map((gw) => ({ gameweek: gw, points: points.get(gw) ?? null, xpts: xpts.get(gw) ?? 0, ahead: gw > playedThrough }));
  const totalPoints = rows.reduce((s, r) => s + (r.points ?? 0), 0);
  const totalXpts = rows.reduce((s, r) => s + (r.ahead ? 0 : r.xpts), 0);
  const summary = `${totalPoints} points scored against ${totalXpts.toFixed(1)} expected up to GW${playedThrough}.`;
  const legend = (
    <p className="pd-chart__legend">
      <span><i className="pd-key pd-key--bar" /> Points</span>
      <span><i className="pd-key pd-key--line" /> xPts</span>
      <span><i className="pd-key pd-key--ahead" /> xPts ahead</span>
    </p>
  );
  const table = (
    <table className="dr-table pd-chart__table">
      <caption className="dr-visually-hidden">Points and xPts by gameweek</caption>
      <thead>
        <tr><th scope="col">Gameweek</th><th scope="col">Points</th><th scope="col">xPts</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.gameweek}>
            <th scope="row">GW{r.gameweek}</th>
            <td>{r.points ?? (r.ahead ? 'to come' : '-')}</td>
            <td>{formatXpts(r.xpts)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <ChartFrame title="Points by gameweek" titleId={titleId} summary={summary} chart={<PointsPlot rows={rows} />} table={table} legend={legend} />;
}
