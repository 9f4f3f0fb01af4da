import { useSearchParams } from 'react-router-dom';
import { combineQueries, LoadingState, usePlayers, useSeason } from '@draftroom/ui';
import { useDrafts } from '../../../shared/api/drafts';
import { useDraftSquad } from '../../../shared/hooks/use-draft-squad';
import { usePlayerIndex } from '../../../shared/hooks/use-player-index';
import { SquadPlayersState } from '../../../shared/components/squad-players-state';
import { FindDraft } from './find-draft';
import { RateDraft } from './rate-draft';
import './rate-team.css';

/** Spec 2.9: step 1 finds a draft (kept in the address as ?draft=), step 2 rates it. */
export function RateTeamScreen() {
  const [params, setParams] = useSearchParams();
  const drafts = useDrafts('newest');
  const players = usePlayers();
  const season = useSeason();
  const index = usePlayerIndex(players.data);
  const draftId = Number(params.get('draft'));
  const draft = drafts.data?.find((d) => d.id === draftId);
  const { squad, query, otherSeason } = useDraftSquad(draft ?? null, index, players);
  const choose = (id: number | null) => setParams(id ? { draft: String(id) } : {});

  if (!draftId || (drafts.data && !draft)) return <FindDraft drafts={drafts} onChoose={(d) => choose(d.id)} servedSeason={season.data?.season} />;
  if (query.error || season.isError) {
    // The rating needs both the players and the season clock: one Retry asks again for what failed.
    const texts = query.error ? {} : { title: 'Failed to load the season', message: 'The season calendar could not be loaded, so this squad cannot be rated.' };
    return <SquadPlayersState query={combineQueries(query, season)} {...texts}>{null}</SquadPlayersState>;
  }
  if (!draft || query.isPending || !season.data) return <LoadingState label="Loading draft..." />;
  return (
    <RateDraft
      key={draft.id}
      draft={draft}
      squad={squad}
      nextGameweeks={season.data.nextGameweeks}
      // Where a rating stands is among this season's drafts: another season's ids are other players.
      others={otherSeason ? [] : (drafts.data ?? []).filter((d) => d.season === season.data.season)}
      index={index}
      onChooseAnother={() => choose(null)}
    />
  );
}
