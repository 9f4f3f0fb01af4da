import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState, useSeason } from '@draftroom/ui';
import { useMarket } from '../../../shared/hooks/use-market';
import { DraftPlan, type DraftSource } from './draft-plan';
import { useReopenLink, type Reopen } from '../hooks/use-reopen-link';
import { LoadedTeam } from './loaded-team';
import { StartFromDraft } from './start-from-draft';
import { TeamIdForm } from './team-id-form';
import './team-manager.css';

type Source = { kind: 'team'; teamId: number; reopen?: Reopen } | ({ kind: 'draft'; key: string } & DraftSource);

/**
 * Spec 4, Team Manager: no team, then an ID entered, then loaded. Change Team ID goes back to
 * the start and forgets everything (squads, transfers, bank, formations) with the planner.
 */
export function TeamManager() {
  const season = useSeason();
  const { market, error } = useMarket();
  const [source, setSource] = useState<Source | null>(null);
  const link = useReopenLink();
  const reset = () => setSource(null);
  const startFromDraft = <StartFromDraft season={season.data?.season} onStart={(draft) => setSource({ kind: 'draft', key: `draft-${draft.id}`, draft })} />;
  // A saved plan's link (Saved Plans' "Open in Team Manager", or the private link) reopens it where it
  // started: on its team's picks, or, for a plan from a draft, on its own squad (decision 105).
  // Once only: after Change Team ID / Change Draft the start screen stays, though the address still names the plan.
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!link.reopen || source || opened.current === link.reopen.plan.id) return;
    const { plan } = link.reopen;
    opened.current = plan.id;
    setSource(plan.origin === 'draft' ? { kind: 'draft', key: `plan-${plan.id}`, reopen: link.reopen } : { kind: 'team', teamId: plan.teamId, reopen: link.reopen });
  }, [link.reopen]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!source && link.isLoading) return <LoadingState label="Loading plan..." />;
  if (!source) {
    return (
      <div className="tm-start">
        {link.error && <ErrorState title="The saved plan could not be opened" message="Check the link, or load the team by its ID." />}
        <TeamIdForm onLoad={(teamId) => setSource({ kind: 'team', teamId })} />
        {startFromDraft}
      </div>
    );
  }
  if (season.error || error) {
    return <ErrorState title="Player data could not be loaded" message="The season's players and fixtures are unavailable right now. Please refresh the page in a moment." />;
  }
  if (!season.data || !market) return <LoadingState label="Loading team data..." />;
  const { currentGameweek, planningFrom } = season.data;
  return source.kind === 'team'
    ? <LoadedTeam key={source.teamId} teamId={source.teamId} currentGameweek={currentGameweek} planningFrom={planningFrom} market={market} onChangeTeam={reset}
      reopen={source.reopen} startFromDraft={startFromDraft} />
    : <DraftPlan key={source.key} source={source} planningFrom={planningFrom} market={market} onChangeTeam={reset} />;
}
