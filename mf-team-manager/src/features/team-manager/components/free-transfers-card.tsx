import { useId } from 'react';
import { chipMakesTransfersFree, CHIP_NAMES, MAX_FREE_TRANSFERS } from '@draftroom/domain';
import type { PlanEditor } from '../hooks/use-plan';

/**
 * Free Transfers (spec 2.11): what is left of the gameweek's free transfers ("1 of 4 left"). On
 * the plan's first gameweek the manager may correct the count the history gives (the public API
 * cannot see everything); the correction is saved with the plan. A plan from a draft has no
 * official count to correct (`correctable` false), so it is not offered there (decision 106).
 */
export function FreeTransfersCard({ editor, correctable }: { editor: PlanEditor; correctable: boolean }) {
  const correctId = useId();
  const { plan } = editor;
  const used = plan.current.transfers.length;
  const chip = plan.current.chip;
  const first = correctable && plan.current.gameweek === plan.firstGameweek;
  const derived = plan.derivedFreeTransfers ?? plan.initialFreeTransfers;
  return (
    <section className="tm-panel tm-free" aria-labelledby="tm-free-title">
      <h2 id="tm-free-title" className="tm-panel__title">Free Transfers</h2>
      <p className="tm-free__count">
        <span data-testid="free-transfers-left">{editor.freeTransfersLeft}</span> <small>of</small> <span data-testid="free-transfers">{editor.freeTransfers}</span> <small>left</small>
      </p>
      <p className="tm-free__note">
        {chipMakesTransfersFree(chip) ? `${CHIP_NAMES[chip!]}: every transfer is free this gameweek`
          : used === 0 ? 'None used this gameweek' : `${used} used · ${Math.max(0, editor.freeTransfers - used)} left`}
      </p>
      {first && (
        <p className="tm-free__derived">
          Worked out from the team&apos;s gameweeks before GW{plan.firstGameweek}: chips, transfers and hits. If the official game shows
          another count, set it below.
        </p>
      )}
      {first && (
        <p className="tm-free__correct">
          <label htmlFor={correctId}>Official count</label>
          <select id={correctId} className="dr-select dr-select--sm" value={plan.initialFreeTransfers}
            onChange={(e) => editor.correctFreeTransfers(Number(e.target.value))}>
            {Array.from({ length: MAX_FREE_TRANSFERS + 1 }, (_, n) => (
              <option key={n} value={n}>{n}{n === derived ? ' (from history)' : ''}</option>
            ))}
          </select>
        </p>
      )}
    </section>
  );
}
