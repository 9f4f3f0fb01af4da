import type { SavedPlanSummary } from '@draftroom/contracts';
import { CHIP_NAMES } from '@draftroom/domain';
import { Button, formatDateTime } from '@draftroom/ui';

/** Spec 2.12: name, TeamID badge, date, 'N transfers made', View Details (the whole card opens it too). */
export function PlanCard({ plan, onOpen }: { plan: SavedPlanSummary; onOpen: () => void }) {
  return (
    <article className="sp-card" onClick={onOpen} data-testid="plan-card">
      <header className="sp-card__header">
        <h3 className="sp-card__name">{plan.name}</h3>
        <span className="dr-badge">TeamID: {plan.teamId}</span>
      </header>
      <p className="sp-card__date"><time dateTime={plan.createdAt}>{formatDateTime(plan.createdAt)}</time></p>
      <p className="sp-card__meta">
        <span>{plan.transfersMade} transfer{plan.transfersMade === 1 ? '' : 's'} made</span>
        <span aria-hidden="true">·</span>
        <span>GW{plan.firstGameweek}{plan.lastGameweek > plan.firstGameweek ? `-${plan.lastGameweek}` : ''}</span>
      </p>
      {plan.owned && <p className="sp-card__owned">Your plan (owner key)</p>}
      {plan.chips && plan.chips.length > 0 && (
        <p className="sp-card__chips" data-testid="plan-chips">{plan.chips.map((c) => `${CHIP_NAMES[c.chip]} GW${c.gameweek}`).join(' · ')}</p>
      )}
      <div className="sp-card__actions">
        <Button variant="secondary" size="sm" onClick={(e) => { e.stopPropagation(); onOpen(); }}>View Details</Button>
        <a className="dr-button dr-button--ghost dr-button--sm" href={`/team-manager?plan=${plan.id}`} onClick={(e) => e.stopPropagation()}>
          Open in Team Manager
        </a>
      </div>
    </article>
  );
}
