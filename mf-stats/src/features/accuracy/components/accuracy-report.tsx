import { useState } from 'react';
import type { XptsAccuracy } from '@draftroom/contracts';
import { Button } from '@draftroom/ui';
import { CalibrationChart } from './calibration-chart';
import { FORECAST_LABEL, seasonLabel } from './forecast-names';
import { MetricsTable } from './metrics-table';
import { ForecastLegend, PerGameweekChart } from './per-gameweek-chart';

/** The figures of one season at a time (newest first), with the explanation of what they mean. */
export function AccuracyReport({ report }: { report: XptsAccuracy }) {
  const [index, setIndex] = useState(0);
  const season = report.seasons[index];
  const headline = season.metrics.find((m) => m.horizon === 1 && m.group === 'all')?.figures;
  return (
    <div className="st-stack acc-report">
      <div className="acc-season" role="group" aria-label="Season">
        {report.seasons.map((s, i) => (
          <Button key={s.season} variant="secondary" size="sm" aria-pressed={i === index} onClick={() => setIndex(i)}>
            {seasonLabel(s.season)}
          </Button>
        ))}
      </div>
      {headline && (
        <p className="acc-headline">
          {seasonLabel(season.season)}, the next gameweek, {headline.model.count.toLocaleString('en-GB')} player-gameweeks:
          {' '}{FORECAST_LABEL.model} missed by <strong>{headline.model.mae.toFixed(2)}</strong> points on average,
          the official forecast by <strong>{headline.official.mae.toFixed(2)}</strong>.
        </p>
      )}
      <section className="acc-explain" aria-labelledby="acc-how">
        <h2 id="acc-how">How we measure</h2>
        <p>
          Before every gameweek we take the xPts each player had then, made only from what was known before the deadline:
          results up to the previous gameweek and the injury and suspension news the game had published. After the
          gameweek we compare them with the points the players actually scored. The game&apos;s own forecast and two rules
          of thumb (a player&apos;s average over his last five gameweeks, and his season points per gameweek) are scored on
          exactly the same players and gameweeks: GW{season.officialGameweeks.join(', GW')}, the ones where the
          official forecast was recorded before the deadline.
        </p>
        <dl className="acc-terms">
          <dt>MAE</dt><dd>The average miss, in points. 1.0 means a forecast was one point off on average. Lower is better.</dd>
          <dt>RMSE</dt><dd>Like MAE, but a big miss (a forecast of 2 for a 15-point haul) counts much more. Lower is better.</dd>
          <dt>Pearson</dt><dd>How closely forecasts and scores rise and fall together, from 0 (not at all) to 1. Higher is better.</dd>
          <dt>Spearman</dt><dd>Whether the forecast puts players in the right order, from 0 to 1: what counts when you choose between two players. Higher is better.</dd>
        </dl>
        <p>
          Most players score 0 to 2 points in a gameweek and a few score many, so even a perfect forecast of each
          player&apos;s average would miss by about a point. What matters is the comparison on the same players.
        </p>
      </section>
      <ForecastLegend />
      <div className="acc-charts">
        <PerGameweekChart season={season} />
        <CalibrationChart season={season} />
      </div>
      <section className="st-stack" aria-labelledby="acc-metrics">
        <h2 id="acc-metrics">All the figures</h2>
        <MetricsTable season={season} horizon={1} />
        <MetricsTable season={season} horizon={3} />
      </section>
      <p className="st-note">Figures computed {new Date(report.computedAt).toLocaleString('en-GB')} from the data this site imported.</p>
    </div>
  );
}
