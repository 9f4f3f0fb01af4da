import { useState } from 'react';
import type { Draft } from '@draftroom/contracts';
import { ErrorState, LoadingState, useSeason } from '@draftroom/ui';
import { useMarket } from '../../../shared/hooks/use-market';
import { DraftPlan } from './draft-plan';
import { LoadedTeam } from './loaded-team';
import { StartFromDraft } from './start-from-draft';
import { TeamIdForm } from './team-id-form';
import './team-manager.css';

type Source = { kind: 'team'; teamId: number } | { kind: 'draft'; draft: Draft };

/**
 * Spec 4, Team Manager: no team, then an ID entered, then loaded. Change Team ID goes back to
 * the start and forgets everything (squads, transfers, bank, formations) with the planner.
 */
export function TeamManager() {
  const season = useSeason();
  const { market, error } = useMarket();
  const [source, setSource] = useState<Source | null>(null);
  const reset = () => setSource(null);

  if (!source) {
    return (
      <div className="tm-start">
        <TeamIdForm onLoad={(teamId) => setSource({ kind: 'team', teamId })} />
        <StartFromDraft onStart={(draft) => setSource({ kind: 'draft', draft })} />
      </div>
    );
  }
  if (season.error || error) {
    return <ErrorState title="Player data could not be loaded" message="The season's players and fixtures are unavailable right now. Please refresh the page in a moment." />;
  }
  if (!season.data || !market) return <LoadingState label="Loading team data..." />;
  const { currentGameweek, planningFrom } = season.data;
  return source.kind === 'team'
    ? <LoadedTeam key={source.teamId} teamId={source.teamId} currentGameweek={currentGameweek} planningFrom={planningFrom} market={market} onChangeTeam={reset} />
    : <DraftPlan key={source.draft.id} draft={source.draft} planningFrom={planningFrom} market={market} onChangeTeam={reset} />;
}
