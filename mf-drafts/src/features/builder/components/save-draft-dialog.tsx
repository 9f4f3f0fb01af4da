import { useState, type FormEvent } from 'react';
import type { Player } from '@draftroom/contracts';
import { DRAFT_NAME_MAX_LENGTH } from '@draftroom/contracts';
import { SQUAD_SIZE } from '@draftroom/domain';
import { Button, Dialog, toast } from '@draftroom/ui';
import { useSaveDraft } from '../../../shared/api/save-draft';
import { formatPrice } from '../../../shared/format';
import { serverMessageOr } from '../../../shared/errors';

export interface SaveDraftDialogProps {
  open: boolean;
  squad: readonly Player[];
  cost: number;
  onClose: () => void;
}

/** Spec 2.3 and 5: name the draft; missing name or players get their toasts; the server has the last word. */
export function SaveDraftDialog({ open, squad, cost, onClose }: SaveDraftDialogProps) {
  const [name, setName] = useState('');
  const save = useSaveDraft();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: 'Draft name required', description: 'Please enter a name for your draft.', variant: 'destructive' });
      return;
    }
    if (squad.length === 0) {
      toast({ title: 'No players selected', description: 'Please select some players before saving your draft.', variant: 'destructive' });
      return;
    }
    save.mutate(
      { name: trimmed, selectedPlayers: squad.map((p) => p.id), totalCost: cost },
      {
        onSuccess: (draft) => {
          toast({ title: 'Draft saved', description: `"${draft.name}" is now on All Drafts.`, variant: 'success' });
          setName('');
          onClose();
        },
        onError: (error) =>
          toast({ title: 'Failed to save draft', description: serverMessageOr(error, 'An error occurred while saving your draft.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => !save.isPending && onClose()}
      title="Save Draft"
      description="Give your squad a name so other managers can find it on All Drafts."
      size="sm"
    >
      <form className="dt-stack" onSubmit={submit} noValidate>
        <label className="dr-field">
          <span className="dr-field__label">Draft Name</span>
          <input
            className="dr-input"
            value={name}
            maxLength={DRAFT_NAME_MAX_LENGTH}
            placeholder="e.g. Wildcard Warriors"
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <dl className="builder-save__summary">
          <div><dt>Players</dt><dd>{squad.length}/{SQUAD_SIZE} players selected</dd></div>
          <div><dt>Total cost</dt><dd>{formatPrice(cost)}</dd></div>
        </dl>
        <div className="builder-save__actions">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>Cancel</Button>
          <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Draft'}</Button>
        </div>
      </form>
    </Dialog>
  );
}
