import { useId } from 'react';
import { minutesEditFor } from '@draftroom/domain';
import { useMinutesEdits } from '../hooks/use-minutes-edits';
import { MinutesEditForm } from './minutes-edit-form';
import { MinutesEditLine, useResetNote } from './minutes-edit-line';

/**
 * The player dialog's "Your minutes for the solver" (decision 217): the edit that counts in the
 * gameweek shown, marked and resettable, and the form to set his minutes for that gameweek or
 * every planned one. The same edits as the solver's settings (one list in this browser).
 */
export function PlayerMinutes({ playerId, name, gameweek }: { playerId: number; name: string; gameweek: number }) {
  const headingId = useId();
  const { edits, put, remove } = useMinutesEdits();
  const { reset, note } = useResetNote(() => name, remove);
  const counting = minutesEditFor(edits, playerId, gameweek);
  // An every-gameweek edit under this gameweek's own one is still his: both can be reset here.
  const others = edits.filter((e) => e.id === playerId && e !== counting);
  return (
    <section className="tm-minutes-dialog" aria-labelledby={headingId}>
      <h3 id={headingId}>Your minutes for the solver</h3>
      {counting
        ? <MinutesEditLine edit={counting} name={name} gameweek={gameweek} onReset={reset} />
        : <p className="tm-minutes-form__note">Not edited: Suggest transfers uses our minutes (the projection below).</p>}
      {others.map((e) => <MinutesEditLine key={e.gameweek ?? 'all'} edit={e} name={name} gameweek={e.gameweek ?? gameweek} onReset={reset} />)}
      {note}
      <MinutesEditForm playerId={playerId} scopes={[gameweek, null]} onPut={put} />
    </section>
  );
}
