import type { XptsAccuracySeason } from '@draftroom/contracts';
import { ChartFrame, scale, ticks } from './chart-frame';
import { FORECAST_COLOUR } from './forecast-names';

const S = 300;
const PAD = 40;

/** Our 1-ahead xPts in bins of equal size: mean projected against mean scored; on the diagonal is right. */
export function CalibrationChart({ season }: { season: XptsAccuracySeason }) {
  const bins = season.calibration;
  const max = Math.max(1, ...bins.flatMap((b) => [b.meanProjected, b.meanActual]));
  const axis = ticks(Math.ceil(max));
  const top = axis[axis.length - 1];
  const x = scale(0, top, PAD, S - 10);
  const y = scale(0, top, S - PAD, 10);
  const worst = bins.reduce((w, b) => Math.max(w, Math.abs(b.meanProjected - b.meanActual)), 0);
  const summary = `${bins.length} groups of players from the lowest to the highest xPts; the furthest a group's average points landed from its average xPts is ${worst.toFixed(2)} points.`;
  const chart = (
    <svg viewBox={`0 0 ${S} ${S}`} className="acc-svg acc-svg--square" aria-hidden="true" focusable="false">
      {axis.map((t) => (
        <g key={t}>
          <line x1={PAD} x2={S - 10} y1={y(t)} y2={y(t)} className="acc-grid" />
          <text x={PAD - 6} y={y(t) + 4} textAnchor="end" className="acc-tick">{t}</text>
          <text x={x(t)} y={S - PAD + 16} textAnchor="middle" className="acc-tick">{t}</text>
        </g>
      ))}
      <line x1={x(0)} y1={y(0)} x2={x(top)} y2={y(top)} className="acc-diagonal" />
      <text x={(PAD + S) / 2} y={S - 4} textAnchor="middle" className="acc-axis">Average xPts</text>
      <text x={12} y={S / 2} textAnchor="middle" className="acc-axis" transform={`rotate(-90 12 ${S / 2})`}>Average points scored</text>
      {bins.map((b, i) => (
        <circle key={i} cx={x(b.meanProjected)} cy={y(b.meanActual)} r={5} fill={FORECAST_COLOUR.model} />
      ))}
    </svg>
  );
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
