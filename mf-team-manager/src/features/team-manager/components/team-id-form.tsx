import { useId, useState, type FormEvent } from 'react';
import { Button } from '@draftroom/ui';

export interface TeamIdFormProps {
  onLoad: (teamId: number) => void;
}

/** Spec 2.11 and 5: a numeric team ID (minimum 1) and Load Team, disabled while blank. */
export function TeamIdForm({ onLoad }: TeamIdFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const helpId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const teamId = Number(value);
    if (!Number.isInteger(teamId) || teamId < 1) {
      setProblem('A team ID is a whole number of 1 or more.');
      return;
    }
    onLoad(teamId);
  };

  return (
    <form className="dr-card tm-start__card" onSubmit={submit} noValidate>
      <h2 className="tm-card-title">Load your FPL team</h2>
      <label className="tm-label" htmlFor={inputId}>FPL Team ID</label>
      <div className="tm-team-id-row">
        <input
          id={inputId}
          name="teamId"
          className="dr-input"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 1001"
          value={value}
          aria-describedby={helpId}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(undefined);
          }}
        />
        <Button type="submit" disabled={value.trim() === ''}>Load Team</Button>
      </div>
      {problem && <p className="tm-field-error" role="alert">{problem}</p>}
      <p id={helpId} className="tm-help">
        Your team ID is the number after <code>/entry/</code> in your team page address, e.g.
        fantasy.premierleague.com/entry/<strong>1001</strong>/history.
      </p>
    </form>
  );
}
