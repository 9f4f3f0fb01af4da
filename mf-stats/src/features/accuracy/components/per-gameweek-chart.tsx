import { ACCURACY_FORECASTS, type XptsAccuracySeason } from '@draftroom/contracts';
import { ChartFrame } from '../../../shared/components/chart-frame';
import { PerGameweekPlot } from './lazy-plots';
import { FORECAST_COLOUR, FORECAST_DASH, FORECAST_LABEL } from './forecast-names';

/** Average error per gameweek, 1 gameweek ahead, for our xPts, the official forecast and both baselines (lower is better). */
export function PerGameweekChart({ season }: { season: XptsAccuracySeason }) {
  const rows = season.perGameweek;
  const wins = rows.filter((r) => r.model < r.official).length;
  const summary = `Our xPts had the smaller average error in ${wins} of ${rows.length} gameweeks with an official forecast to compare.`;
  const chart = <PerGameweekPlot rows={rows} />;
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
