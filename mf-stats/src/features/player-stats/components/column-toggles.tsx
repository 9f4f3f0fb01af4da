
export interface ColumnGroup<K extends string> {
  key: K;
  label: string;
}

/** Column group switches (General, xData, DefCons, ...), as pressed/unpressed chips. */
export function ColumnToggles<K extends string>({
  groups, shown, onToggle,
}: { groups: readonly ColumnGroup<K>[]; shown: ReadonlySet<K>; onToggle: (key: K) => void }) {
  return (
    <div className="st-chips" role="group" aria-label="Column groups">
      {groups.map((g) => {
        const on = shown.has(g.key);
        return (
          <button key={g.key} type="button" className={`st-chip${on ? ' is-on' : ''}`} aria-pressed={on} onClick={() => onToggle(g.key)}>
            <span className="st-chip__dot" aria-hidden="true" />
            {g.label}
          </button>
        );
      })}
    </div>
  );
}
