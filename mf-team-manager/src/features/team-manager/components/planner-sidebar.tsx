import { useEffect, useId, useRef } from 'react';
import { TEAM_FORMATIONS, type ProjectedPoints, type TeamFormation } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import type { PlanEditor } from '../hooks/use-plan';
import { ChipsBar } from './chips-bar';
import { FreeTransfersCard } from './free-transfers-card';
import { GameweekNavigator } from './gameweek-navigator';
import type { PlanOrigin } from './plan-origin';
import { StatCards } from './stat-cards';

export interface PlannerSidebarProps {
  editor: PlanEditor;
  /** 'Team ID 1001', or the draft the plan started from. */
  origin: PlanOrigin;
  totalPoints: number | null;
  overallRank: number | null;
  projected: ProjectedPoints;
  complete: boolean;
  onChangeTeam: () => void;
  onSave: () => void;
}

/** Spec 2.11, left panel: Change Team ID (or Change Draft), Team ID, formation, free transfers, gameweeks, stats, Save Plan. */
export function PlannerSidebar({ editor, origin, totalPoints, overallRank, projected, complete, onChangeTeam, onSave }: PlannerSidebarProps) {
  const formationId = useId();
  // The loaded team's heading takes the focus (issue 31): the form that loaded it is gone, and a
  // screen reader hears which team is loaded and from which gameweek the plan starts.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <aside className="tm-sidebar" aria-label="Plan controls">
      <section className="tm-panel tm-origin">
        <h2 className="tm-origin__heading" tabIndex={-1} ref={heading}>
          <span className="tm-origin__label">{origin.label}</span>{' '}
          <span className="tm-origin__value" data-testid="origin">{origin.value}</span>{' '}
          <span className="dr-visually-hidden">loaded: planning from GW{editor.plan.firstGameweek}</span>
        </h2>
        <Button variant="secondary" size="sm" onClick={onChangeTeam}>{origin.changeLabel}</Button>
      </section>

      <GameweekNavigator
        gameweek={editor.gameweek}
        canGoBack={editor.canGoBack}
        canGoForward={editor.canGoForward}
        onBack={editor.goBack}
        onForward={editor.goForward}
        projected={projected}
        blockedReason={complete ? undefined : 'Fill every slot (15 players) to move between gameweeks.'}
      />

      <section className="tm-panel tm-formation">
        <label className="tm-label" htmlFor={formationId}>Formation</label>
        <select id={formationId} className="dr-select" value={editor.plan.current.formation}
          onChange={(e) => editor.setFormation(e.target.value as TeamFormation)}>
          {TEAM_FORMATIONS.map((f) => <option key={f} value={f}>{f}</option>)}
        </select>
      </section>

      <FreeTransfersCard editor={editor} correctable={origin.kind === 'team'} />

      <ChipsBar editor={editor} />

      <StatCards totalPoints={totalPoints} overallRank={overallRank} transferCost={editor.transferCost} bankTenths={editor.plan.current.bankTenths} />

      <Button variant="accent" className="tm-save-button" onClick={onSave} disabled={!complete}>Save Plan</Button>
    </aside>
  );
}
