import { Suspense, useId, type ReactNode } from 'react';

/**
 * A chart with its data beside it: the plot (drawn by a lazily loaded chunk) is one labelled image
 * for screen readers, and the same numbers are a table behind a "Show the data" disclosure,
 * reachable by keyboard.
 */
export function ChartFrame({ title, summary, chart, table }: { title: string; summary: string; chart: ReactNode; table: ReactNode }) {
  const id = useId();
  return (
    <figure className="acc-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="acc-chart__title">{title}</figcaption>
      <div role="img" aria-label={`${title}. ${summary}`} className="acc-chart__plot">
        <Suspense fallback={<p className="acc-chart__loading">Drawing the chart...</p>}>{chart}</Suspense>
      </div>
      <p className="acc-chart__summary">{summary}</p>
      <details className="acc-chart__data">
        <summary>Show the data as a table</summary>
        {table}
      </details>
    </figure>
  );
}
