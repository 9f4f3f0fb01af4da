import type { Market } from '../../../shared/hooks/use-market';

export interface PlayerChipsProps {
  label: string;
  /** 'keeping': the remove button reads "Stop keeping Salah". */
  verb: string;
  ids: readonly number[];
  market: Market;
  disabled?: boolean;
  onRemove: (playerId: number) => void;
}

/** A list of chosen players, each with a button that takes him off the list. */
export function PlayerChips({ label, verb, ids, market, disabled, onRemove }: PlayerChipsProps) {
  if (ids.length === 0) return null;
  const name = (playerId: number) => market.player(playerId)?.web_name ?? `Player ${playerId}`;
  return (
    <ul className="tm-suggest__chips" aria-label={label}>
      {ids.map((playerId) => (
        <li key={playerId}>
          {name(playerId)}
          <button type="button" aria-label={`Stop ${verb} ${name(playerId)}`} disabled={disabled} onClick={() => onRemove(playerId)}>×</button>
        </li>
      ))}
    </ul>
  );
}
