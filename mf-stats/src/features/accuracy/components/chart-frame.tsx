import { useId, type ReactNode } from 'react';

/**
 * A chart with its data beside it: the SVG is one labelled image for screen readers, and the
 * same numbers are a table behind a "Show the data" disclosure, reachable by keyboard.
 */
export function ChartFrame({ title, summary, chart, table }: { title: string; summary: string; chart: ReactNode; table: ReactNode }) {
  const id = useId();
  return (
    <figure className="acc-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="acc-chart__title">{title}</figcaption>
      <div role="img" aria-label={`${title}. ${summary}`} className="acc-chart__plot">{chart}</div>
      <p className="acc-chart__summary">{summary}</p>
      <details className="acc-chart__data">
        <summary>Show the data as a table</summary>
        {table}
      </details>
    </figure>
  );
}

/** Linear scale from a data range to a pixel range. */
export const scale = (d0: number, d1: number, r0: number, r1: number) => (v: number): number =>
  d1 === d0 ? (r0 + r1) / 2 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/** About five round ticks from 0 to max. */
export function ticks(max: number): number[] {
  const step = max <= 1 ? 0.25 : max <= 2.5 ? 0.5 : max <= 5 ? 1 : 2;
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(Math.round(v * 100) / 100);
  return out;
}
