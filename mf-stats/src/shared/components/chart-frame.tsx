import { Suspense, useId, type ReactNode } from 'react';

export interface ChartFrameProps {
  /** Names the chart, and starts its text alternative. */
  title: string;
  /** The chart in one sentence: shown below it and read out as the image's name. */
  summary: string;
  /** The plot, drawn by a lazily loaded chunk (decision 221). */
  chart: ReactNode;
  /** The same numbers as a table. */
  table: ReactNode;
  /** The key to the series, shown below the plot (a chart with one series needs none). */
  legend?: ReactNode;
  /** The id of a heading that already names the chart; the frame then shows no title of its own. */
  titleId?: string;
}

/**
 * A chart with its data beside it: the plot (drawn by a lazily loaded chunk) is one labelled image
 * for screen readers, and the same numbers are a table behind a "Show the data" disclosure,
 * reachable by keyboard. Used by the accuracy page and the player dialog.
 */
export function ChartFrame({ title, summary, chart, table, legend, titleId }: ChartFrameProps) {
  const id = useId();
  const labelId = titleId ?? `${id}-title`;
  return (
    <figure className="chart-frame" aria-labelledby={labelId}>
      {!titleId && <figcaption id={labelId} className="chart-frame__title">{title}</figcaption>}
      <div role="img" aria-label={`${title}. ${summary}`} className="chart-frame__plot">
        <Suspense fallback={<p className="chart-frame__loading">Drawing the chart...</p>}>{chart}</Suspense>
      </div>
      {legend}
      <p className="chart-frame__summary">{summary}</p>
      <details className="chart-frame__data">
        <summary>Show the data as a table</summary>
        {table}
      </details>
    </figure>
  );
}
