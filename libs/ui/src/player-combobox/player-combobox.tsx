import { useEffect, useMemo, useRef, useState } from 'react';
import { playerSuggestions } from '@draftroom/domain';
import { PlayerShirt } from '../shirt';
import type { PlayerChoice } from './player-choice';
import { onComboboxKeyDown } from './combobox-keys';
import './player-combobox.css';

export interface PlayerComboboxProps {
  /** The input's id: name it with an outside <label htmlFor={id}>. */
  id: string;
  /** Short name of what is chosen ('Top Goalkeeper', 'player'): names the list and the clear button. */
  label: string;
  /** Every player that may be chosen, in the order suggestions should come. */
  options: readonly PlayerChoice[];
  value: number | null;
  onChange: (playerId: number | null) => void;
  placeholder?: string;
}

/**
 * Choosing a player by typing (spec 2.13/2.14): suggestions on focus, up to 10 players whose
 * display name or full name matches the folded text, keys as in `onComboboxKeyDown`, closed when
 * focus leaves (an outside click or Tab). The box shows the chosen player's name; × clears it.
 */
export function PlayerCombobox({ id, label, options, value, onChange, placeholder = 'Type a player name...' }: PlayerComboboxProps) {
  const selected = useMemo(() => options.find((o) => o.playerId === value) ?? null, [options, value]);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = useMemo(() => playerSuggestions(options, query ?? ''), [options, query]);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const optionId = (o: PlayerChoice) => `${id}-option-${o.playerId}`;

  useEffect(() => {
    if (expanded && active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  const openList = () => {
    setOpen(true);
    setActive(suggestions.findIndex((o) => o.playerId === value));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (o: PlayerChoice) => {
    onChange(o.playerId);
    close();
  };

  return (
    <div className="dr-combobox" ref={root}>
      <input
        ref={input}
        id={id}
        className="dr-input dr-combobox__input"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && suggestions[active] ? optionId(suggestions[active]) : undefined}
        placeholder={placeholder}
        autoComplete="off"
        value={query ?? selected?.displayName ?? ''}
        onFocus={openList}
        onClick={() => !open && openList()}
        onBlur={(e) => !root.current?.contains(e.relatedTarget) && close()}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={(e) =>
          onComboboxKeyDown(e, { open, count: suggestions.length, active }, {
            open: openList,
            close,
            highlight: setActive,
            choose: (i) => choose(suggestions[i]),
          })}
      />
      {selected && (
        <button type="button" className="dr-combobox__clear" aria-label={`Clear ${label}`} onClick={() => (onChange(null), input.current?.focus())}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <ul ref={list} id={listId} role="listbox" aria-label={`${label} suggestions`} className="dr-combobox__list" hidden={!expanded}>
        {expanded && suggestions.map((o, i) => (
          <li
            key={o.playerId}
            id={optionId(o)}
            role="option"
            aria-selected={i === active}
            className="dr-combobox__option"
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(o)}
          >
            {o.shirt && <PlayerShirt teamShortName={o.shirt.teamShortName} goalkeeper={o.shirt.goalkeeper} size={24} />}
            <span className="dr-combobox__name">{o.displayName}</span>
            <span className="dr-combobox__detail">{o.name !== o.displayName ? `${o.name} · ` : ''}{o.detail}</span>
          </li>
        ))}
      </ul>
      {open && query?.trim() && suggestions.length === 0 && <p className="dr-combobox__none" role="status">No players match</p>}
    </div>
  );
}
