
export interface PointsChartProps {
  /** Gameweeks along the x axis, ascending. */
  gameweeks: readonly number[];
  /** Actual points per gameweek (null = no fixture or not yet played). */
  points: ReadonlyMap<number, number>;
  xpts: ReadonlyMap<number, number>;
  playedThrough: number;
}

const W = 640;
const H = 190;
const PAD = { left: 28, right: 8, top: 10, bottom: 22 };

/** Points as bars, expected points as a line (dashed where the gameweek is still to come). */
export function PointsChart({ gameweeks, points, xpts, playedThrough }: PointsChartProps) {
  if (gameweeks.length === 0) return null;
  const values = [...points.values(), ...xpts.values(), 4];
  const top = Math.ceil(Math.max(...values) / 2) * 2;
  const step = (W - PAD.left - PAD.right) / gameweeks.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - Math.max(v, -2) / top);
  const line = (list: number[]) => list.map((i, n) => `${n === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(xpts.get(gameweeks[i]) ?? 0).toFixed(1)}`).join(' ');
  const index = gameweeks.map((_, i) => i);
  const past = index.filter((i) => gameweeks[i] <= playedThrough);
  const future = index.filter((i) => gameweeks[i] >= playedThrough);
  const labelEvery = gameweeks.length > 20 ? 5 : gameweeks.length > 10 ? 2 : 1;
  const totalPoints = [...points.values()].reduce((s, p) => s + p, 0);
  const totalXpts = past.reduce((s, i) => s + (xpts.get(gameweeks[i]) ?? 0), 0);

  return (
    <figure className="pd-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Points by gameweek: ${totalPoints} scored against ${totalXpts.toFixed(1)} expected up to GW${playedThrough}`}>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="pd-chart__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} className="pd-chart__axis" textAnchor="end">{v}</text>
          </g>
        ))}
        {index.map((i) => {
          const p = points.get(gameweeks[i]);
          if (p == null) return null;
          const h = Math.abs(y(p) - y(0));
          return <rect key={i} x={x(i) - step * 0.32} width={step * 0.64} y={p >= 0 ? y(p) : y(0)} height={Math.max(h, 1)} rx={2} className="pd-chart__bar" />;
        })}
        {past.length > 1 && <path d={line(past)} className="pd-chart__line" />}
        {future.length > 1 && <path d={line(future)} className="pd-chart__line pd-chart__line--ahead" />}
        {index.map((i) => (
          <circle key={i} cx={x(i)} cy={y(xpts.get(gameweeks[i]) ?? 0)} r={2.4} className={gameweeks[i] > playedThrough ? 'pd-chart__dot pd-chart__dot--ahead' : 'pd-chart__dot'} />
        ))}
        {index.filter((i) => gameweeks[i] % labelEvery === 0 || i === 0).map((i) => (
          <text key={i} x={x(i)} y={H - 6} className="pd-chart__axis" textAnchor="middle">{gameweeks[i]}</text>
        ))}
      </svg>
      <figcaption className="pd-chart__legend">
        <span><i className="pd-key pd-key--bar" /> Points</span>
        <span><i className="pd-key pd-key--line" /> xPts</span>
        <span><i className="pd-key pd-key--ahead" /> xPts ahead</span>
      </figcaption>
    </figure>
  );
}
