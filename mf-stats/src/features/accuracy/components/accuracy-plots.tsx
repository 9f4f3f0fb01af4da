import {
  CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Scatter, ScatterChart, XAxis, YAxis,
} from 'recharts';
import { ACCURACY_FORECASTS, type XptsAccuracySeason } from '@draftroom/contracts';
import { FORECAST_COLOUR, FORECAST_DASH } from './forecast-names';

/**
 * The accuracy page's two plots, drawn by Recharts with axes whose domains and ticks the library
 * computes from the data (issue 31: a hand-made tick helper stopped the axis at 1.00 and cut off
 * the lines above it). Loaded in a chunk of their own, after the figures arrive (decision 221).
 * The frame around each (ChartFrame) gives the text alternative, so the SVG stays out of the
 * accessibility tree and Recharts' own keyboard layer is off.
 */
const TICK = { fontSize: 11, fill: '#4b5563' };
const AXIS_LABEL = { fontSize: 11, fill: '#4b5563' };

export function PerGameweekPlot({ rows }: { rows: XptsAccuracySeason['perGameweek'] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 18, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e5e7eb" vertical={false} />
        <XAxis dataKey="gameweek" tick={TICK} label={{ value: 'Gameweek', position: 'insideBottom', offset: -12, ...AXIS_LABEL }} />
        <YAxis domain={['auto', 'auto']} tick={TICK} tickFormatter={(v: number) => v.toFixed(2)} width={44} />
        {ACCURACY_FORECASTS.map((f) => (
          <Line key={f} dataKey={f} type="linear" stroke={FORECAST_COLOUR[f]} strokeWidth={f === 'model' ? 3 : 2}
            strokeDasharray={FORECAST_DASH[f]} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function CalibrationPlot({ bins }: { bins: XptsAccuracySeason['calibration'] }) {
  // The diagonal (right on average) runs to the furthest group, and both axes extend to hold it.
  const top = Math.max(...bins.flatMap((b) => [b.meanProjected, b.meanActual]));
  return (
    <ResponsiveContainer width="100%" aspect={1} maxHeight={360}>
      <ScatterChart margin={{ top: 8, right: 12, bottom: 18, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e5e7eb" />
        <XAxis type="number" dataKey="meanProjected" domain={[0, 'auto']} tick={TICK}
          label={{ value: 'Average xPts', position: 'insideBottom', offset: -12, ...AXIS_LABEL }} />
        <YAxis type="number" dataKey="meanActual" domain={[0, 'auto']} tick={TICK} width={40}
          label={{ value: 'Average points scored', angle: -90, position: 'insideLeft', offset: 12, ...AXIS_LABEL }} />
        <ReferenceLine segment={[{ x: 0, y: 0 }, { x: top, y: top }]} stroke="#9ca3af" strokeDasharray="4 4" ifOverflow="extendDomain" />
        <Scatter data={bins} fill={FORECAST_COLOUR.model} isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
