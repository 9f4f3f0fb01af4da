import { ACCURACY_FORECASTS, ACCURACY_GROUPS, type XptsAccuracySeason } from '@draftroom/contracts';
import { FORECAST_LABEL, GROUP_LABEL } from './forecast-names';

/** Every measure for each forecast and player group at one horizon; the best figure of a group in bold. */
export function MetricsTable({ season, horizon }: { season: XptsAccuracySeason; horizon: number }) {
  const rows = ACCURACY_GROUPS.flatMap((g) => season.metrics.filter((m) => m.horizon === horizon && m.group === g));
  if (rows.length === 0) return null;
  return (
    // Scrolls sideways on a phone: reachable by Tab, scrolled with the arrows (axe, issue 31).
    <div className="acc-table-wrap" tabIndex={0} role="region" aria-label={`Accuracy figures, ${horizon === 1 ? 'next gameweek' : `${horizon} gameweeks ahead`}`}>
      <table className="dr-table acc-table">
        <caption>
          {horizon === 1 ? 'Next gameweek' : `${horizon} gameweeks ahead`}: the same player-gameweeks for every forecast
        </caption>
        <thead>
          <tr>
            <th scope="col">Players</th>
            <th scope="col">Forecast</th>
            <th scope="col">Count</th>
            <th scope="col" title="Mean absolute error: lower is better">MAE</th>
            <th scope="col" title="Root mean squared error: lower is better">RMSE</th>
            <th scope="col" title="Pearson correlation: higher is better">Pearson</th>
            <th scope="col" title="Spearman rank correlation: higher is better">Spearman</th>
            <th scope="col">Mean forecast</th>
            <th scope="col">Mean scored</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            const best = {
              mae: Math.min(...ACCURACY_FORECASTS.map((f) => m.figures[f].mae)),
              rmse: Math.min(...ACCURACY_FORECASTS.map((f) => m.figures[f].rmse)),
              pearson: Math.max(...ACCURACY_FORECASTS.map((f) => m.figures[f].pearson)),
              spearman: Math.max(...ACCURACY_FORECASTS.map((f) => m.figures[f].spearman)),
            };
            return ACCURACY_FORECASTS.map((f, i) => {
              const a = m.figures[f];
              const cell = (key: keyof typeof best) => {
                const text = a[key].toFixed(3);
                return <td key={key}>{a[key] === best[key] ? <strong>{text}</strong> : text}</td>;
              };
              return (
                <tr key={`${m.group}-${f}`} className={i === 0 ? 'acc-table__group-start' : undefined}>
                  {i === 0 && <th scope="rowgroup" rowSpan={ACCURACY_FORECASTS.length}>{GROUP_LABEL[m.group]}</th>}
                  <th scope="row">{FORECAST_LABEL[f]}</th>
                  <td>{a.count}</td>
                  {cell('mae')}
                  {cell('rmse')}
                  {cell('pearson')}
                  {cell('spearman')}
                  <td>{a.meanProjected.toFixed(2)}</td>
                  <td>{a.meanActual.toFixed(2)}</td>
                </tr>
              );
            });
          })}
        </tbody>
      </table>
    </div>
  );
}
