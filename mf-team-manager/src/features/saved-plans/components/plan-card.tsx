import type { SavedPlanSummary } from '@draftroom/contracts';
import { Button } from '@draftroom/ui';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Spec 2.12: name, TeamID badge, date, 'N transfers made', View Details (the whole card opens it too). */
export function PlanCard({ plan, onOpen }: { plan: SavedPlanSummary; onOpen: () => void }) {
  return (
    <article className="sp-card" onClick={onOpen} data-testid="plan-card">
      <header className="sp-card__header">
        <h3 className="sp-card__name">{plan.name}</h3>
        <span className="dr-badge">TeamID: {plan.teamId}</span>
      </header>
      <p className="sp-card__date">{formatDate(plan.createdAt)}</p>
      <p className="sp-card__meta">
        <span>{plan.transfersMade} transfer{plan.transfersMade === 1 ? '' : 's'} made</span>
        <span aria-hidden="true">·</span>
        <span>GW{plan.firstGameweek}{plan.lastGameweek > plan.firstGameweek ? `-${plan.lastGameweek}` : ''}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={(e) => { e.stopPropagation(); onOpen(); }}>View Details</Button>
    </article>
  );
}
