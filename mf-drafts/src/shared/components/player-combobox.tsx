import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Player } from '@draftroom/contracts';
import { matchesSearch, positionCode } from '@draftroom/domain';
import { PlayerShirt } from '@draftroom/ui';
import './player-combobox.css';

const SUGGESTIONS = 10;

export interface PlayerComboboxProps {
  label: string;
  players: readonly Player[];
  value: Player | null;
  onChange: (player: Player | null) => void;
  placeholder?: string;
}

/** Type to find a player (folded substring of full or short name), pick from up to 10 suggestions. */
export function PlayerCombobox({ label, players, value, onChange, placeholder = 'Type a player name...' }: PlayerComboboxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(
    () => (text.trim() ? players.filter((p) => matchesSearch(text, p.name, p.web_name)).sort((a, b) => b.totalPoints - a.totalPoints).slice(0, SUGGESTIONS) : []),
    [players, text],
  );
  const choose = (p: Player) => {
    onChange(p);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, matches.length - 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (e.key === 'Enter' && open && matches[active]) choose(matches[active]);
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
  };

  if (value) {
    return (
      <div className="dr-field">
        <span className="dr-field__label">{label}</span>
        <div className="player-combobox__chosen">
          <PlayerShirt teamShortName={value.teamShortName} goalkeeper={value.position === 1} size={24} />
          <span className="player-combobox__chosen-name">{value.web_name}</span>
          <span className="dt-muted">{value.teamShortName} · {positionCode(value.position)}</span>
          <button type="button" className="player-combobox__clear" aria-label={`Clear ${label}`} onClick={() => onChange(null)}>×</button>
        </div>
      </div>
    );
  }
  return (
    <div className="dr-field player-combobox">
      <label className="dr-field__label" htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="dr-input"
        role="combobox"
        aria-expanded={open && matches.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-${matches[active].id}` : undefined}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={onKeyDown}
      />
      {open && matches.length > 0 && (
        <ul id={`${id}-list`} role="listbox" className="player-combobox__list" aria-label={`${label} suggestions`}>
          {matches.map((p, i) => (
            <li
              key={p.id}
              id={`${id}-${p.id}`}
              role="option"
              aria-selected={i === active}
              className="player-combobox__option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(p)}
            >
              <PlayerShirt teamShortName={p.teamShortName} goalkeeper={p.position === 1} size={22} />
              <span>{p.web_name}</span>
              <span className="dt-muted">{p.teamShortName} · {positionCode(p.position)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
