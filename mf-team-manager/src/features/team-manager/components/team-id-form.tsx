import { useId, useState, type FormEvent } from 'react';
import { Button } from '@draftroom/ui';
import { lastTeamId } from '../api/team-copy';
import { readTeamId, teamIdInAddress, typingProblem } from './team-id';

export interface TeamIdFormProps {
  onLoad: (teamId: number) => void;
}

/**
 * Spec 2.11 and 5: a numeric team ID (minimum 1) and Load Team, disabled while blank. Beyond the
 * spec (issue 31): the field starts with the last team this browser loaded, a pasted team page
 * address gives its ID, and anything else that is not a team ID is said before any request.
 * The field is text with a numeric keyboard, since a number field drops a pasted address silently.
 * Letters are said as they are typed, politely (a status region that is always there, so screen
 * readers hear it change); what Load refuses is an alert.
 */
export function TeamIdForm({ onLoad }: TeamIdFormProps) {
  const [value, setValue] = useState(lastTeamId);
  /** `typed`: found while typing (said politely), not on Load (an alert). */
  const [problem, setProblem] = useState<{ text: string; typed: boolean }>();
  const [fromAddress, setFromAddress] = useState(false);
  const inputId = useId();
  const helpId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readTeamId(value);
    if ('problem' in reading) setProblem({ text: reading.problem, typed: false });
    else onLoad(reading.teamId);
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
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1001"
          value={value}
          aria-describedby={problem ? `${problemId} ${helpId}` : helpId}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const inAddress = teamIdInAddress(e.target.value);
            setValue(inAddress ?? e.target.value);
            setFromAddress(inAddress !== undefined);
            const typed = typingProblem(e.target.value);
            setProblem(typed === undefined ? undefined : { text: typed, typed: true });
          }}
        />
        <Button type="submit" disabled={value.trim() === ''}>Load Team</Button>
      </div>
      <div className="tm-field-notes">
        <div className="tm-field-notes__live" role="status">
          {problem?.typed && <p id={problemId} className="tm-field-error">{problem.text}</p>}
          {fromAddress && !problem && <p className="tm-help">Team ID {value} taken from the address you pasted.</p>}
        </div>
        {problem && !problem.typed && <p id={problemId} className="tm-field-error" role="alert">{problem.text}</p>}
        <p id={helpId} className="tm-help">
          Your team ID is the number after <code>/entry/</code> in your team page address, e.g.
          fantasy.premierleague.com/<wbr />entry/<wbr /><strong>1001</strong>/<wbr />history. You can paste the whole address.
        </p>
      </div>
    </form>
  );
}
