import { useId, useState } from 'react';
import type { MinutesEdit } from '@draftroom/contracts';
import { minutesEditFor, minutesEditScope } from '@draftroom/domain';
import { PlayerCombobox, usePlayerProjection, type PlayerChoice } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { MinutesEditForm } from './minutes-edit-form';
import { MinutesEditLine, useResetNote } from './minutes-edit-line';

export interface MinutesEditsProps {
  edits: readonly MinutesEdit[];
  gameweeks: readonly number[];
  choices: readonly PlayerChoice[];
  market: Market;
  disabled: boolean;
  onPut: (edit: MinutesEdit) => void;
  onRemove: (cell: Pick<MinutesEdit, 'id' | 'gameweek'>) => void;
}

/** Our expected minutes for the picked player in the first planned gameweek, to set his against. */
function OurMinutes({ playerId, gameweek }: { playerId: number; gameweek: number }) {
  const gw = usePlayerProjection(playerId).data?.gameweeks.find((g) => g.gameweek === gameweek);
  return <>{gw === undefined ? '' : `Ours in GW${gameweek}: ${gw.expectedMinutes.toFixed(0)} min, ${Math.round(gw.chanceToPlay * 100)}% to play.`}</>;
}

/**
 * "Your minutes" (issue 30, decision 217): a player's minutes in each match, for every planned
 * gameweek or one, which the solver turns into xPts with our model. Kept in this browser; each
 * edit shows the xPts it gives beside ours, and can be reset.
 */
export function MinutesEdits({ edits, gameweeks, choices, market, disabled, onPut, onRemove }: MinutesEditsProps) {
  const id = useId();
  const [playerId, setPlayerId] = useState<number | null>(null);
  const name = (pid: number) => market.player(pid)?.web_name ?? `Player ${pid}`;
  const first = gameweeks[0];
  const { reset, note } = useResetNote(name, onRemove);
  // Every-gameweek edits first, then by gameweek; within each by name.
  const shown = [...edits].sort((a, b) => (a.gameweek ?? 0) - (b.gameweek ?? 0) || name(a.id).localeCompare(name(b.id)));
  return (
    <fieldset className="tm-minutes-edits" disabled={disabled}>
      <legend>Your minutes for this solve</legend>
      <div className="tm-minutes-edits__player">
        <label htmlFor={`${id}-player`}>Player</label>
        <PlayerCombobox id={`${id}-player`} label="player whose minutes to set" options={choices} value={playerId} onChange={setPlayerId} />
        <span className="tm-suggest__note" aria-live="polite">
          {playerId == null || first === undefined ? 'Pick a player to see our minutes.' : <OurMinutes playerId={playerId} gameweek={first} />}
        </span>
      </div>
      <MinutesEditForm playerId={playerId} scopes={[null, ...gameweeks]} disabled={disabled} onPut={onPut} />
      {shown.length > 0 && (
        <ul className="tm-minutes-edits__list" aria-label="Your minutes edits">
          {shown.map((e) => {
            const planned = e.gameweek === null || gameweeks.includes(e.gameweek);
            // The gameweek whose figure is shown: his own, or the first planned one this edit is the one that counts in.
            const at = e.gameweek ?? gameweeks.find((gw) => minutesEditFor(edits, e.id, gw) === e) ?? first;
            return (
              <li key={`${e.id}-${e.gameweek}`}>
                {at === undefined ? null : <MinutesEditLine edit={e} name={name(e.id)} gameweek={at} onReset={reset} />}
                {!planned && <span className="tm-suggest__note"> not in the planned gameweeks</span>}
              </li>
            );
          })}
        </ul>
      )}
      {note}
    </fieldset>
  );
}

/** Under a suggested plan: the minutes edits it was solved with, so its figures can be read (decision 217). */
export function SolvedWithMinutes({ edits, nameOf }: { edits: readonly MinutesEdit[]; nameOf: (id: number) => string }) {
  if (edits.length === 0) return null;
  const list = edits.map((e) => `${nameOf(e.id)} ${e.minutes} min (${minutesEditScope(e.gameweek)})`).join(', ');
  return <p className="tm-suggest__note" data-testid="solved-with-minutes"><span className="tm-edited">Edited</span> Solved with your minutes: {list}.</p>;
}
