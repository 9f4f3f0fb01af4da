
const LEVELS = [1, 2, 3, 4, 5] as const;

/** The difficulty colour key of spec section 3 (1 easiest, 5 hardest). */
export function FdrLegend() {
  return (
    <figure className="fdr-legend">
      <figcaption className="fdr-legend__caption">Difficulty</figcaption>
      <ol className="fdr-legend__scale">
        {LEVELS.map((level) => (
          <li key={level} className={`dr-fdr dr-fdr--${level}`} aria-label={`Difficulty ${level}`}>
            {level}
          </li>
        ))}
      </ol>
      <span className="fdr-legend__hint">1 easiest · 5 hardest</span>
    </figure>
  );
}
