/**
 * The calibration plot of docs/projections.md (the bins are src/accuracy/calibration-bins.ts),
 * written as a plain SVG so no plotting library is needed.
 */
import type { CalibrationBin } from '../src/accuracy/calibration-bins';

export { calibrationBins, type CalibrationBin } from '../src/accuracy/calibration-bins';

export interface CalibrationSeries {
  label: string;
  colour: string;
  bins: CalibrationBin[];
}

const fmt = (n: number): string => n.toFixed(1);

export function calibrationSvg(series: readonly CalibrationSeries[], title: string): string {
  const size = 460;
  const pad = 50;
  const top = Math.max(1, ...series.flatMap((s) => s.bins.flatMap((b) => [b.meanProjected, b.meanActual])));
  const max = Math.ceil(top);
  const x = (v: number): number => pad + (v / max) * (size - 2 * pad);
  const y = (v: number): number => size - pad - (v / max) * (size - 2 * pad);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="sans-serif" font-size="11">`);
  parts.push(`<rect width="${size}" height="${size}" fill="white"/>`);
  parts.push(`<text x="${size / 2}" y="20" text-anchor="middle" font-size="13">${title}</text>`);
  for (let t = 0; t <= max; t += 1) {
    parts.push(`<line x1="${fmt(x(t))}" y1="${fmt(y(0))}" x2="${fmt(x(t))}" y2="${fmt(y(max))}" stroke="#eee"/>`);
    parts.push(`<line x1="${fmt(x(0))}" y1="${fmt(y(t))}" x2="${fmt(x(max))}" y2="${fmt(y(t))}" stroke="#eee"/>`);
    parts.push(`<text x="${fmt(x(t))}" y="${fmt(y(0) + 15)}" text-anchor="middle">${t}</text>`);
    parts.push(`<text x="${fmt(x(0) - 8)}" y="${fmt(y(t) + 4)}" text-anchor="end">${t}</text>`);
  }
  parts.push(`<line x1="${fmt(x(0))}" y1="${fmt(y(0))}" x2="${fmt(x(max))}" y2="${fmt(y(max))}" stroke="#999" stroke-dasharray="4 4"/>`);
  parts.push(`<text x="${size / 2}" y="${size - 12}" text-anchor="middle">mean projected points (bin)</text>`);
  parts.push(`<text x="14" y="${size / 2}" text-anchor="middle" transform="rotate(-90 14 ${size / 2})">mean actual points (bin)</text>`);
  series.forEach((s, i) => {
    const points = s.bins.map((b) => `${fmt(x(b.meanProjected))},${fmt(y(b.meanActual))}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${s.colour}" stroke-width="1.5"/>`);
    for (const b of s.bins) parts.push(`<circle cx="${fmt(x(b.meanProjected))}" cy="${fmt(y(b.meanActual))}" r="3" fill="${s.colour}"/>`);
    parts.push(`<rect x="${pad + 10}" y="${pad + i * 18 - 9}" width="10" height="10" fill="${s.colour}"/>`);
    parts.push(`<text x="${pad + 26}" y="${pad + i * 18}">${s.label}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
