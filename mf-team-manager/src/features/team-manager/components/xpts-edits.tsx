import { useId, useState } from 'react';
import type { XptsEdit } from '@draftroom/contracts';
import { formatXpts } from '@draftroom/domain';
import { Button, PlayerCombobox, type PlayerChoice } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';

export interface XptsEditsProps {
  edits: readonly XptsEdit[];
  gameweeks: readonly number[];
  choices: readonly PlayerChoice[];
  market: Market;
  disabled: boolean;
  onPut: (edit: XptsEdit) => void;
  onRemove: (cell: Pick<XptsEdit, 'id' | 'gameweek'>) => void;
}

/**
 * "Your xPts" (issue 30): the manager's own expected points for a player in a gameweek, which
 * the solver uses instead of ours (the player then counts as sure to play). Kept in this
 * browser; each edit shows our figure beside it, and only edits of planned gameweeks count.
 */
export function XptsEdits({ edits, gameweeks, choices, market, disabled, onPut, onRemove }: XptsEditsProps) {
  const id = useId();
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [gameweek, setGameweek] = useState(gameweeks[0]);
  const [value, setValue] = useState('');
  const name = (pid: number) => market.player(pid)?.web_name ?? `Player ${pid}`;
  const ours = playerId == null ? undefined : market.xpts(playerId, gameweek ?? gameweeks[0]);
  const xpts = Number(value);
  const valid = playerId != null && value.trim() !== '' && Number.isFinite(xpts) && xpts >= -5 && xpts <= 30;
  const shown = [...edits].sort((a, b) => a.gameweek - b.gameweek || name(a.id).localeCompare(name(b.id)));
  return (
    <fieldset className="tm-xpts-edits" disabled={disabled}>
      <legend>Your own xPts for this solve</legend>
      <div className="tm-suggest__options">
        <label htmlFor={`${id}-player`}>Player</label>
        <PlayerCombobox id={`${id}-player`} label="player whose xPts to set" options={choices} value={playerId} onChange={setPlayerId} />
        <label htmlFor={`${id}-gw`}>Gameweek</label>
        <select id={`${id}-gw`} className="dr-select" value={gameweek ?? gameweeks[0]} onChange={(e) => setGameweek(Number(e.target.value))}>
          {gameweeks.map((gw) => <option key={gw} value={gw}>GW{gw}</option>)}
        </select>
        <label htmlFor={`${id}-xpts`}>Your xPts</label>
        <input id={`${id}-xpts`} className="dr-input" type="number" min={-5} max={30} step={0.1} value={value}
          aria-describedby={`${id}-ours`} onChange={(e) => setValue(e.target.value)} />
        <span id={`${id}-ours`} className="tm-suggest__note">
          {playerId == null ? 'Pick a player to see our xPts.' : `Ours: ${ours === undefined ? 'no fixture' : formatXpts(ours)} xPts.`}
        </span>
      </div>
      <Button variant="secondary" disabled={!valid}
        onClick={() => valid && onPut({ id: playerId!, gameweek: gameweek ?? gameweeks[0], xpts: Math.round(xpts * 100) / 100 })}>
        Use my xPts
      </Button>
      {shown.length > 0 && (
        <ul className="tm-xpts-edits__list" aria-label="Your xPts edits">
          {shown.map((e) => {
            const planned = gameweeks.includes(e.gameweek);
            const theirs = market.xpts(e.id, e.gameweek);
            return (
              <li key={`${e.id}-${e.gameweek}`} data-testid={`xpts-edit-${e.id}-${e.gameweek}`}>
                {name(e.id)} GW{e.gameweek}: <strong>{formatXpts(e.xpts)}</strong> (ours {theirs === undefined ? 'no fixture' : formatXpts(theirs)})
                {!planned && <span className="tm-suggest__note"> not in the planned gameweeks</span>}{' '}
                <Button variant="secondary" onClick={() => onRemove(e)} aria-label={`Remove your xPts for ${name(e.id)} in GW${e.gameweek}`}>Remove</Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
