import type { PlanEditor } from '../hooks/use-plan';

/**
 * The chips of the gameweek on screen: Wildcard, Free Hit, Bench Boost, Triple Captain, each once
 * per half-season. A chip already played (or planned elsewhere in this half) is greyed with the
 * gameweek it was used; pressing the active chip cancels it.
 */
export function ChipsBar({ editor }: { editor: PlanEditor }) {
  return (
    <section className="tm-panel tm-chips" aria-labelledby="tm-chips-title">
      <h2 id="tm-chips-title" className="tm-panel__title">Chips</h2>
      <div className="tm-chips__row">
        {editor.chips.map((c) => (
          <button key={c.chip} type="button" className={`tm-chip${c.active ? ' is-active' : ''}`} aria-pressed={c.active}
            disabled={c.usedIn !== undefined} data-testid={`chip-${c.chip}`}
            title={c.usedIn !== undefined ? `Played in gameweek ${c.usedIn} (once per half-season)` : undefined}
            onClick={() => editor.playChip(c.active ? null : c.chip)}>
            <span>{c.name}</span>
            {c.usedIn !== undefined && <span className="tm-chip__used">GW{c.usedIn}</span>}
          </button>
        ))}
      </div>
    </section>
  );
}
