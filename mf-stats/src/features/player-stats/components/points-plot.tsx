import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** One gameweek of the player dialog's chart. */
export interface PointsRow {
  gameweek: number;
  /** Points scored (null = no fixture or not yet played). */
  points: number | null;
  xpts: number;
  /** The gameweek is still to come. */
  ahead: boolean;
}

/** The frame holds this height while the chunk loads (player-detail.css). */
const HEIGHT = 200;
const TICK = { fontSize: 10, fill: '#5f6b7f' };
const BAR = '#9fb4f5';
const LINE = '#00a862';

/**
 * Points as bars, xPts as a line, dashed where the gameweek is still to come (both lines hold the
 * last played gameweek, so they join). Recharts computes the axes from the data: the y axis from
 * 0, or below it for a negative score, to a round number above the highest bar or point, and
 * leaves out x labels that would overlap. In the charts' late chunk (decision 221); the frame
 * around it (ChartFrame) is the text alternative, so Recharts' keyboard layer is off.
 */
export function PointsPlot({ rows }: { rows: readonly PointsRow[] }) {
  const data = rows.map((r, i) => ({
    ...r,
    played: r.ahead ? null : r.xpts,
    toCome: r.ahead || rows[i + 1]?.ahead ? r.xpts : null,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e1e5ee" vertical={false} />
        <XAxis dataKey="gameweek" tick={TICK} tickLine={false} />
        <YAxis tick={TICK} tickLine={false} allowDecimals={false} width={28} />
        <Bar dataKey="points" fill={BAR} radius={[2, 2, 0, 0]} maxBarSize={32} isAnimationActive={false} />
        <Line dataKey="toCome" type="linear" stroke={LINE} strokeWidth={2} strokeDasharray="4 3"
          dot={{ r: 2.4, fill: '#ffffff', stroke: LINE, strokeWidth: 1.5 }} isAnimationActive={false} />
        <Line dataKey="played" type="linear" stroke={LINE} strokeWidth={2} dot={{ r: 2.4, fill: LINE, stroke: LINE }} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
