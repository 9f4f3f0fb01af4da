import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDismiss } from '@draftroom/ui';

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

/** A dropdown checklist (FDR teams, excluded gameweeks): closes on an outside click or Escape. */
export function ChecklistMenu({ summary, name, options, checked, onChange, emptyText = 'Nothing to choose' }: ChecklistMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  // Escape from inside the open list gives focus back to the button (it would otherwise fall to
  // the page body when the list disappears).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  // Clear disables itself; keep focus in the list rather than losing it.
  const clear = () => {
    onChange([]);
    root.current?.querySelector<HTMLInputElement>('.st-menu__list input')?.focus();
  };
  const toggle = (value: number) =>
    onChange(checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value]);

  return (
    <div className="st-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="dr-input dr-select st-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${name}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{summary}</span>
      </button>
      {open && (
        <div className="st-menu__popover" id={listId} role="group" aria-label={name}>
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
      )}
    </div>
  );
}
