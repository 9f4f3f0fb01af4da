import { useEffect, useRef, useState } from 'react';
import type { MinutesEdit } from '@draftroom/contracts';
import { formatXpts, minutesEditScope } from '@draftroom/domain';
import { Button, usePlayerProjection } from '@draftroom/ui';

export interface MinutesEditLineProps {
  edit: MinutesEdit;
  name: string;
  /** The gameweek whose xPts the line compares: the one shown, or the first the edit applies to. */
  gameweek: number;
  onReset: (cell: Pick<MinutesEdit, 'id' | 'gameweek'>) => void;
}

const minutesText = (m: number) => `${Math.round(m)} min`;

/**
 * One minutes edit where it counts (decision 217): marked "Edited", with what the solver will use
 * in `gameweek` (the model's xPts at these minutes) beside ours, and a reset. Both figures come
 * from the stats service's projection, ours and at the set minutes.
 */
export function MinutesEditLine({ edit, name, gameweek, onReset }: MinutesEditLineProps) {
  const ours = usePlayerProjection(edit.id).data?.gameweeks.find((g) => g.gameweek === gameweek);
  const set = usePlayerProjection(edit.id, edit.minutes).data?.gameweeks.find((g) => g.gameweek === gameweek);
  const scope = minutesEditScope(edit.gameweek);
  const blank = set !== undefined && set.expectedMinutes === 0 && edit.minutes > 0;
  return (
    <span className="tm-minutes-line" data-testid={`minutes-edit-${edit.id}-${edit.gameweek ?? 'all'}`}>
      <span className="tm-edited">Edited</span>{' '}
      <span>{name}, {scope}: <strong>{minutesText(edit.minutes)}</strong></span>{' '}
      <span className="tm-minutes-line__xpts">
        {set === undefined ? `GW${gameweek}: …` : blank ? `GW${gameweek}: no fixture` : `GW${gameweek}: ${formatXpts(set.xpts)} xPts`}
        {ours && ` (ours ${formatXpts(ours.xpts)} at ${minutesText(ours.expectedMinutes)})`}
      </span>{' '}
      <Button variant="secondary" size="sm" onClick={() => onReset(edit)} aria-label={`Reset ${name}'s minutes for ${scope} to ours`}>Reset</Button>
    </span>
  );
}

/**
 * A Reset removes its line and the button with it: the focus moves to a sentence saying what was
 * reset (decision 223), which a screen reader reads too.
 */
export function useResetNote(nameOf: (id: number) => string, remove: (cell: Pick<MinutesEdit, 'id' | 'gameweek'>) => void) {
  const [said, setSaid] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) ref.current?.focus();
  }, [said]);
  const reset = (cell: Pick<MinutesEdit, 'id' | 'gameweek'>) => {
    remove(cell);
    setSaid(`Reset: ${nameOf(cell.id)} plays our minutes in ${minutesEditScope(cell.gameweek)}.`);
  };
  const note = said && <p ref={ref} tabIndex={-1} role="status" className="tm-minutes-form__note" data-testid="minutes-reset-note">{said}</p>;
  return { reset, note };
}
