import { useId, useState, type FormEvent } from 'react';
import type { SavePlanResult } from '@draftroom/contracts';
import { Button, Dialog, toast } from '@draftroom/ui';
import { OwnerKey } from './owner-key';

export interface SavePlanDialogProps {
  /** A plan started from a draft has no team yet: the dialog asks for the ID to file it under. */
  teamId: number | null;
  gameweeks: number[];
  transfers: number;
  saving: boolean;
  /** Why the server refused the last attempt (a 4xx names what to fix). */
  problem?: string;
  /** `replace`: save over the reopened plan (with its owner key) rather than as a new one. */
  onSave: (name: string, teamId: number, replace: boolean) => void;
  onClose: () => void;
  /** The saved plan this one was reopened from, if any: its name, whether its owner key is known, the team ID it is filed under. */
  reopened?: { id: number; name: string; canReplace: boolean; teamId?: number };
  /** The answer of the last save: its owner key is shown once. */
  saved?: SavePlanResult;
}

/** Spec 2.11, 4 and 5: Plan Name; submit disabled while saving or while the name is empty; 'Saving...'. */
export function SavePlanDialog({ teamId, gameweeks, transfers, saving, problem, onSave, onClose, reopened, saved }: SavePlanDialogProps) {
  const [name, setName] = useState(reopened?.name ?? '');
  const [replace, setReplace] = useState(!!reopened?.canReplace);
  const [ownTeamId, setOwnTeamId] = useState(reopened?.teamId === undefined ? '' : String(reopened.teamId));
  const nameId = useId();
  const teamFieldId = useId();
  const chosenTeam = teamId ?? (Number.isInteger(Number(ownTeamId)) && Number(ownTeamId) >= 1 ? Number(ownTeamId) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      toast({ title: 'Plan name required', description: 'Please enter a name for your plan.', variant: 'destructive' });
      return;
    }
    if (chosenTeam == null) return;
    onSave(name.trim(), chosenTeam, replace);
  };

  const span = gameweeks.length === 1 ? `gameweek ${gameweeks[0]}` : `gameweeks ${gameweeks[0]}-${gameweeks[gameweeks.length - 1]}`;
  return (
    <Dialog open onClose={onClose} size="sm" title="Save Plan" description={`Saves ${span} with ${transfers} transfer${transfers === 1 ? '' : 's'}.`}>
      {saved ? <OwnerKey saved={saved} onDone={onClose} /> : (
      <form className="tm-save" onSubmit={submit}>
        <label className="tm-label" htmlFor={nameId}>Plan Name</label>
        <input id={nameId} className="dr-input" value={name} maxLength={80} placeholder="e.g. Wildcard in GW9" autoFocus
          onChange={(e) => setName(e.target.value)} />
        {teamId == null && (
          <>
            <label className="tm-label" htmlFor={teamFieldId}>FPL Team ID (to find the plan again)</label>
            <input id={teamFieldId} className="dr-input" type="number" min={1} inputMode="numeric" value={ownTeamId}
              onChange={(e) => setOwnTeamId(e.target.value)} />
          </>
        )}
        {reopened && (
          <fieldset className="tm-save__mode">
            <legend className="tm-label">Save as</legend>
            <label><input type="radio" name="save-mode" checked={!replace} onChange={() => setReplace(false)} /> A new plan</label>
            <label title={reopened.canReplace ? undefined : "Saving over needs the plan's private link (owner key)"}>
              <input type="radio" name="save-mode" checked={replace} disabled={!reopened.canReplace} onChange={() => setReplace(true)} /> Over &ldquo;{reopened.name}&rdquo;
            </label>
          </fieldset>
        )}
        {problem && <p className="tm-field-error" role="alert">{problem}</p>}
        <div className="tm-save__buttons">
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="accent" disabled={saving || name === '' || chosenTeam == null}>
            {saving ? 'Saving...' : 'Save Plan'}
          </Button>
        </div>
      </form>
      )}
    </Dialog>
  );
}
