import { useState } from 'react';
import type { Draft } from '@draftroom/contracts';
import { formatPrice } from '@draftroom/domain';
import { Button, errorMessageOf, formatDate, Spinner } from '@draftroom/ui';
import { useDrafts } from '../api/get-drafts';


/**
 * The second way in (beyond the spec): plan from one of the saved 15-player drafts when there is
 * no FPL team yet or the official game cannot be reached. The list loads on demand.
 */
export function StartFromDraft({ onStart }: { onStart: (draft: Draft) => void }) {
  const [open, setOpen] = useState(false);
  const drafts = useDrafts(open);
  const complete = (drafts.data ?? []).filter((d) => d.selectedPlayers.length === 15);

  return (
    <section className="dr-card tm-start__card" aria-labelledby="tm-draft-title">
      <h2 id="tm-draft-title" className="tm-card-title">No FPL team yet?</h2>
      <p className="tm-help">Start planning from one of the saved 15-player drafts instead.</p>
      {!open && <Button variant="secondary" onClick={() => setOpen(true)}>Start from a saved draft</Button>}
      {open && drafts.isLoading && <p className="tm-inline-status"><Spinner size="sm" /> Loading drafts...</p>}
      {open && drafts.error && (
        <p className="tm-field-error" role="alert">Saved drafts could not be loaded: {errorMessageOf(drafts.error)}</p>
      )}
      {open && drafts.isSuccess && complete.length === 0 && <p className="tm-help">No complete drafts saved yet.</p>}
      {complete.length > 0 && (
        <ul className="tm-draft-list" aria-label="Saved drafts">
          {complete.slice(0, 20).map((draft) => (
            <li key={draft.id}>
              <button type="button" className="tm-draft-row" onClick={() => onStart(draft)}>
                <span className="tm-draft-row__name">{draft.name}</span>
                <span className="tm-draft-row__meta">{formatPrice(draft.totalCost)} · {formatDate(draft.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
