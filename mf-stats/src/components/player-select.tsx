import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { playerSuggestions, type PlayerOption } from '@draftroom/domain';
import { useDismiss } from './use-dismiss';

export interface PlayerSelectOption extends PlayerOption {
  /** Shown beside the name in a suggestion, e.g. 'ARS · DEF'. */
  detail: string;
}

export interface PlayerSelectProps {
  id: string;
  options: readonly PlayerSelectOption[];
  value: number | null;
  onChange: (playerId: number | null) => void;
}

/**
 * 'Select Player': a combobox that offers up to 10 players on focus and as the user types
 * (display name or full name, folded), with arrow keys, Enter and Escape, closing on an
 * outside click.
 */
export function PlayerSelect({ id, options, value, onChange }: PlayerSelectProps) {
  const selected = options.find((o) => o.playerId === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setQuery(null);
  }, []);
  useDismiss(root, open, close);

  const text = query ?? selected?.displayName ?? '';
  const suggestions = useMemo(() => playerSuggestions(options, query ?? ''), [options, query]);
  const choose = (o: PlayerSelectOption) => {
    onChange(o.playerId);
    close();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (suggestions.length === 0 ? 0 : (i + step + suggestions.length) % suggestions.length));
    } else if (e.key === 'Enter' && open && suggestions[active]) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  return (
    <div className="st-combo" ref={root}>
      <input
        id={id}
        className="dr-input st-combo__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && suggestions[active] ? `${listId}-${suggestions[active].playerId}` : undefined}
        placeholder="Search for a player..."
        autoComplete="off"
        value={text}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {selected && (
        <button type="button" className="st-combo__clear" aria-label="Clear player" onClick={() => onChange(null)}>×</button>
      )}
      {open && (
        <ul className="st-combo__list" id={listId} role="listbox" aria-label="Players">
          {suggestions.length === 0 && <li className="st-combo__none">No players match</li>}
          {suggestions.map((o, i) => (
            <li
              key={o.playerId}
              id={`${listId}-${o.playerId}`}
              role="option"
              aria-selected={i === active}
              className={`st-combo__option${i === active ? ' is-active' : ''}`}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
              onMouseEnter={() => setActive(i)}
            >
              <span className="st-combo__name">{o.displayName}</span>
              <span className="st-combo__detail">{o.name !== o.displayName ? `${o.name} · ` : ''}{o.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
