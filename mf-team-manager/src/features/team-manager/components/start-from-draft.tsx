import { useState } from 'react';
import type { Draft } from '@draftroom/contracts';
import { formatPrice } from '@draftroom/domain';
import { Button, errorMessageOf, formatDate, Spinner } from '@draftroom/ui';
import { useDrafts } from '../api/get-drafts';


/**
 * The second way in (beyond the spec): plan from one of the saved 15-player drafts when there is
 * no FPL team yet or the official game cannot be reached. The list loads on demand. Only drafts of
 * the season served (`season`, from GET /api/season) are offered: player ids are renumbered every
 * season, so last season's ids would be other players now (issue 32).
 */
export function StartFromDraft({ season, onStart }: { season?: string; onStart: (draft: Draft) => void }) {
  const [open, setOpen] = useState(false);
  const drafts = useDrafts(open);
  const full = (drafts.data ?? []).filter((d) => d.selectedPlayers.length === 15);
  const complete = full.filter((d) => season === undefined || d.season === season);

  return (
    <section className="dr-card tm-start__card" aria-labelledby="tm-draft-title">
      <h2 id="tm-draft-title" className="tm-card-title">No FPL team yet?</h2>
      <p className="tm-help">Start planning from one of the saved 15-player drafts instead.</p>
      {!open && <Button variant="secondary" onClick={() => setOpen(true)}>Start from a saved draft</Button>}
      {open && drafts.isLoading && <p className="tm-inline-status"><Spinner size="sm" /> Loading drafts...</p>}
      {open && drafts.error && (
        <p className="tm-field-error" role="alert">Saved drafts could not be loaded: {errorMessageOf(drafts.error)}</p>
      )}
      {open && drafts.isSuccess && complete.length === 0 && (
        <p className="tm-help">
          {full.length === 0 ? 'No complete drafts saved yet.' : 'No complete drafts saved this season yet: the drafts of earlier seasons hold their own season\'s players.'}
        </p>
      )}
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
