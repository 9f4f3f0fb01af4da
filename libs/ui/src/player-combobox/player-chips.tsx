import './player-chips.css';

export interface PlayerChipsProps {
  /** The list's accessible name ("Players to avoid"). */
  label: string;
  /** 'excluding': each remove button reads "Stop excluding Salah". */
  verb: string;
  ids: readonly number[];
  nameOf: (playerId: number) => string;
  disabled?: boolean;
  onRemove: (playerId: number) => void;
}

/** Players chosen for a list (kept, avoided, excluded), each with a button that takes him off it. */
export function PlayerChips({ label, verb, ids, nameOf, disabled, onRemove }: PlayerChipsProps) {
  if (ids.length === 0) return null;
  return (
    <ul className="dr-player-chips" aria-label={label}>
      {ids.map((playerId) => (
        <li key={playerId}>
          {nameOf(playerId)}
          <button type="button" aria-label={`Stop ${verb} ${nameOf(playerId)}`} disabled={disabled} onClick={() => onRemove(playerId)}>×</button>
        </li>
      ))}
    </ul>
  );
}
