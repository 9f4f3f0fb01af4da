import { useId, useState, type FormEvent } from 'react';
import { minutesProblem, type MinutesEdit } from '@draftroom/contracts';
import { minutesEditScope } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import './minutes-edits.css';

export interface MinutesEditFormProps {
  /** null until a player is picked (the settings' form). */
  playerId: number | null;
  /** Where an edit may apply: null (every planned gameweek) and single gameweeks. */
  scopes: readonly (number | null)[];
  disabled?: boolean;
  onPut: (edit: MinutesEdit) => void;
}

/**
 * "Minutes in each match" and where they apply (decision 217), checked as typed with the same
 * words the planner answers with (minutesProblem): whole minutes, 0 to 90, digits only. A form,
 * so Enter sets them; a refused value keeps the focus in its field with the reason beside it.
 */
export function MinutesEditForm({ playerId, scopes, disabled, onPut }: MinutesEditFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [scope, setScope] = useState<number | null>(scopes[0] ?? null);
  const [tried, setTried] = useState(false);
  const typed = minutesProblem(text);
  const problem = playerId == null && tried ? 'Pick a player first.' : text !== '' || tried ? typed : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (playerId == null || typed) return;
    onPut({ id: playerId, gameweek: scope, minutes: Number(text.trim()) });
    setText('');
    setTried(false);
  };
  return (
    <form className="tm-minutes-form" onSubmit={submit} noValidate aria-label="Set his minutes for the solver">
      <label htmlFor={`${id}-minutes`}>Minutes in each match</label>
      <input id={`${id}-minutes`} className="dr-input tm-minutes-form__input" type="text" inputMode="numeric" autoComplete="off" value={text}
        disabled={disabled} aria-invalid={problem ? true : undefined} aria-describedby={`${id}-hint ${id}-problem`}
        onChange={(e) => setText(e.target.value)} />
      <label htmlFor={`${id}-scope`}>For</label>
      <select id={`${id}-scope`} className="dr-select" value={scope ?? ''} disabled={disabled}
        onChange={(e) => setScope(e.target.value === '' ? null : Number(e.target.value))}>
        {scopes.map((s) => <option key={s ?? 'all'} value={s ?? ''}>{s === null ? 'Every planned gameweek' : minutesEditScope(s)}</option>)}
      </select>
      <Button type="submit" variant="secondary" disabled={disabled}>Use these minutes</Button>
      <p id={`${id}-hint`} className="tm-minutes-form__note">
        0 to 90: 0 means he does not play. 60 or more earns the 2 appearance points and a clean sheet; goals, assists and bonus scale with the minutes.
      </p>
      <p id={`${id}-problem`} className="tm-minutes-form__problem" aria-live="polite">{problem ?? ''}</p>
    </form>
  );
}
