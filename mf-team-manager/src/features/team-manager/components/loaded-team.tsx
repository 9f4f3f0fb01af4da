import type { ReactNode } from 'react';
import { reopenPlan } from '@draftroom/domain';
import { Button, LoadingState } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { useLoadedTeam } from '../hooks/use-loaded-team';
import type { Reopen } from '../hooks/use-reopen-link';
import { Planner } from './planner-lazy';
import { StaleNotice } from './stale-notice';
import { TeamLoadFailed } from './team-load-failed';

export interface LoadedTeamProps {
  teamId: number;
  currentGameweek: number;
  planningFrom: number;
  market: Market;
  onChangeTeam: () => void;
  /** A saved plan of this team to open again. */
  reopen?: Reopen;
  /** The other way in, offered while the official site is not answering ("Start from a saved draft"). */
  startFromDraft: ReactNode;
}

/** A real team by ID: 'Loading team data...', the spec 8 alert when it fails, then the planner. */
export function LoadedTeam({ teamId, currentGameweek, planningFrom, market, onChangeTeam, reopen, startFromDraft }: LoadedTeamProps) {
  const load = useLoadedTeam(teamId, currentGameweek, planningFrom, market);
  if (load.status === 'ready') {
    const initial = reopen ? reopenPlan(load.plan, reopen.plan, market.lookup) : load.plan;
    return (
      <>
        {load.staleSince && <StaleNotice fetchedAt={load.staleSince} />}
        <Planner initial={initial} reopened={reopen && { id: reopen.plan.id, name: reopen.plan.name, ownerKey: reopen.ownerKey }} market={market} teamId={teamId} origin={{ kind: 'team', label: 'Team ID', value: String(teamId), changeLabel: 'Change Team ID' }}
        totalPoints={load.summary.total_points} overallRank={load.summary.overall_rank} onChangeTeam={onChangeTeam} pricesNote={load.pricesNote} />
      </>
    );
  }
  return (
    <div className="tm-loading-panel">
      <div className="tm-panel tm-origin">
        <div>
          <p className="tm-origin__label">Team ID</p>
          <p className="tm-origin__value">{teamId}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onChangeTeam}>Change Team ID</Button>
      </div>
      {load.status === 'loading' && <LoadingState label="Loading team data..." />}
      {load.status === 'error' && <TeamLoadFailed teamId={teamId} load={load} />}
      {load.status === 'error' && load.cause === 'outage' && startFromDraft}
    </div>
  );
}
