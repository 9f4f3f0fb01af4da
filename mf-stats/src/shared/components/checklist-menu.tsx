import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface ChecklistOption {
  value: number;
  label: ReactNode;
}

export interface ChecklistMenuProps {
  /** What the button says ('All', '3 selected', 'None', '2 excluded'). */
  summary: string;
  /** Accessible name of the button and the list ('Teams', 'Exclude gameweeks'). */
  name: string;
  options: readonly ChecklistOption[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
  emptyText?: string;
}

/**
 * A dropdown checklist (FDR teams, excluded gameweeks) in a native popover: the browser closes it
 * on an outside click or Escape, giving focus back to its button, and keeps one open at a time.
 */
export function ChecklistMenu({ summary, name, options, checked, onChange, emptyText = 'Nothing to choose' }: ChecklistMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const anchor = `--menu${listId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Clear disables itself; keep focus in the list rather than losing it.
  const clear = () => {
    onChange([]);
    root.current?.querySelector<HTMLInputElement>('.st-menu__list input')?.focus();
  };
  const toggle = (value: number) =>
    onChange(checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value]);

  return (
    <div className="st-menu" ref={root}>
      <button
        type="button"
        className="dr-input dr-select st-menu__button"
        popoverTarget={listId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${name}: ${summary}`}
        style={{ anchorName: anchor } as CSSProperties}
      >
        <span>{summary}</span>
      </button>
      <div
        className="st-menu__popover"
        id={listId}
        popover="auto"
        role="group"
        aria-label={name}
        style={{ positionAnchor: anchor } as CSSProperties}
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        <div className="st-menu__head">
          <span>{name}</span>
          <button type="button" className="st-link" onClick={clear} disabled={checked.length === 0}>Clear</button>
        </div>
        {options.length === 0 ? (
          <p className="st-menu__empty">{emptyText}</p>
        ) : (
          <ul className="st-menu__list">
            {options.map((o) => (
              <li key={o.value}>
                <label className="st-menu__option">
                  <input type="checkbox" checked={checked.includes(o.value)} onChange={() => toggle(o.value)} />
                  <span>{o.label}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
