import { useEffect, useRef } from 'react';
import type { SavePlanResult } from '@draftroom/contracts';
import { Button, toast } from '@draftroom/ui';

/** The private link that reopens a plan and lets its owner save over it. */
export const ownerLink = (id: number, ownerKey: string): string =>
  `${window.location.origin}/team-manager?plan=${id}&key=${encodeURIComponent(ownerKey)}`;

/**
 * Shown once after a save: the plan's owner key as a private link (decision 101). Whoever has it
 * finds the plan first in Saved Plans and can save over it; the server keeps only its hash.
 */
export function OwnerKey({ saved, onDone }: { saved: SavePlanResult; onDone: () => void }) {
  // The form (and its Save Plan button, which had the focus) is gone: the focus goes to what the save said (issue 31).
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  const link = saved.ownerKey ? ownerLink(saved.id, saved.ownerKey) : undefined;
  const copy = () => link && void navigator.clipboard?.writeText(link).then(() => toast({ title: 'Link copied', variant: 'success' }));
  return (
    <div className="tm-owner-key" data-testid="owner-key">
      <p ref={said} tabIndex={-1}>{saved.replaced ? 'Saved over your plan.' : 'Plan saved.'} Keep this private link: it opens the plan again, lists it first in Saved Plans and lets you save over it. It is shown only once.</p>
      {link && <code data-testid="owner-link">{link}</code>}
      {saved.ownerKey && <p>Owner key: <code data-testid="owner-key-value">{saved.ownerKey}</code></p>}
      {saved.ownerKey && (
        <a href={`/saved-plans?teamId=${saved.teamId}&key=${encodeURIComponent(saved.ownerKey)}`} data-testid="owner-saved-plans-link">
          Find it first in Saved Plans
        </a>
      )}
      <div className="tm-save__buttons">
        {link && <Button variant="secondary" onClick={copy}>Copy link</Button>}
        <Button variant="accent" onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
