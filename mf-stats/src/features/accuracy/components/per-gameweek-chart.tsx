import { ACCURACY_FORECASTS, type XptsAccuracySeason } from '@draftroom/contracts';
import { ChartFrame, scale, ticks } from './chart-frame';
import { FORECAST_COLOUR, FORECAST_DASH, FORECAST_LABEL } from './forecast-names';

const W = 640;
const H = 260;
const PAD = { left: 44, right: 12, top: 12, bottom: 34 };

/** Average error per gameweek, 1 gameweek ahead, for our xPts, the official forecast and both baselines (lower is better). */
export function PerGameweekChart({ season }: { season: XptsAccuracySeason }) {
  const rows = season.perGameweek;
  const max = Math.max(0.5, ...rows.flatMap((r) => ACCURACY_FORECASTS.map((f) => r[f])));
  const yTicks = ticks(Math.ceil(max * 4) / 4);
  const top = yTicks[yTicks.length - 1];
  const x = scale(0, Math.max(1, rows.length - 1), PAD.left + 8, W - PAD.right - 8);
  const y = scale(0, top, H - PAD.bottom, PAD.top);
  const wins = rows.filter((r) => r.model < r.official).length;
  const summary = `Our xPts had the smaller average error in ${wins} of ${rows.length} gameweeks with an official forecast to compare.`;
  const chart = (
    <svg viewBox={`0 0 ${W} ${H}`} className="acc-svg" aria-hidden="true" focusable="false">
      {yTicks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="acc-grid" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="acc-tick">{t.toFixed(2)}</text>
        </g>
      ))}
      {rows.map((r, i) => (
        <text key={r.gameweek} x={x(i)} y={H - PAD.bottom + 16} textAnchor="middle" className="acc-tick">{r.gameweek}</text>
      ))}
      <text x={(PAD.left + W) / 2} y={H - 4} textAnchor="middle" className="acc-axis">Gameweek</text>
      {ACCURACY_FORECASTS.map((f) => (
        <polyline
          key={f}
          fill="none"
          stroke={FORECAST_COLOUR[f]}
          strokeWidth={f === 'model' ? 3 : 2}
          strokeDasharray={FORECAST_DASH[f]}
          points={rows.map((r, i) => `${x(i).toFixed(1)},${y(r[f]).toFixed(1)}`).join(' ')}
        />
      ))}
    </svg>
  );
  const table = (
    <table className="dr-table acc-table">
      <caption className="dr-visually-hidden">Mean absolute error per gameweek, 1 gameweek ahead</caption>
      <thead>
        <tr>
          <th scope="col">Gameweek</th>
          <th scope="col">Players</th>
          {ACCURACY_FORECASTS.map((f) => <th key={f} scope="col">{FORECAST_LABEL[f]}</th>)}
          <th scope="col">Mean points scored</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.gameweek}>
            <th scope="row">GW{r.gameweek}</th>
            <td>{r.count}</td>
            {ACCURACY_FORECASTS.map((f) => <td key={f}>{r[f].toFixed(3)}</td>)}
            <td>{r.actual.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFrame title="Average error per gameweek, 1 gameweek ahead (lower is better)" summary={summary} chart={chart} table={table} />
  );
}

/** The key to the lines: label, colour and dash, in text as well. */
export function ForecastLegend() {
  return (
    <ul className="acc-legend" aria-label="Forecasts">
      {ACCURACY_FORECASTS.map((f) => (
        <li key={f}>
          <svg width="28" height="10" aria-hidden="true" focusable="false">
            <line x1="0" x2="28" y1="5" y2="5" stroke={FORECAST_COLOUR[f]} strokeWidth={f === 'model' ? 3 : 2} strokeDasharray={FORECAST_DASH[f]} />
          </svg>
          {FORECAST_LABEL[f]}
        </li>
      ))}
    </ul>
  );
}
