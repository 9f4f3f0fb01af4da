import type { XptsAccuracySeason } from '@draftroom/contracts';
import { ChartFrame } from '../../../shared/components/chart-frame';
import { CalibrationPlot } from './lazy-plots';

/** Our 1-ahead xPts in bins of equal size: mean projected against mean scored; on the diagonal is right. */
export function CalibrationChart({ season }: { season: XptsAccuracySeason }) {
  const bins = season.calibration;
  const worst = bins.reduce((w, b) => Math.max(w, Math.abs(b.meanProjected - b.meanActual)), 0);
  const summary = `${bins.length} groups of players from the lowest to the highest xPts; the furthest a group's average points landed from its average xPts is ${worst.toFixed(2)} points.`;
  const chart = <CalibrationPlot bins={bins} />;
  const table = (
    <table className="dr-table acc-table">
      <caption className="dr-visually-hidden">Average xPts against average points scored, by group</caption>
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">Player-gameweeks</th>
          <th scope="col">Average xPts</th>
          <th scope="col">Average points scored</th>
        </tr>
      </thead>
      <tbody>
        {bins.map((b, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            <td>{b.count}</td>
            <td>{b.meanProjected.toFixed(2)}</td>
            <td>{b.meanActual.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <ChartFrame title="Calibration: average xPts against average points scored" summary={summary} chart={chart} table={table} />;
}
