import { ApiRequestError, LoadingState, usePlayers, useSeason } from '@draftroom/ui';
import { usePlayerIndex } from '../../../shared/hooks/use-player-index';
import { useSquad } from '../hooks/use-squad';
import { DraftStatusCard } from './draft-status-card';
import { PlayersLoadFailed } from './players-load-failed';
import { PlayersStillLoading } from './players-still-loading';
import { SquadCard } from './squad-card';
import './builder.css';

/** The draft builder (spec 2.1): the picker on the left, the squad on the right. */
export function BuildScreen() {
  const players = usePlayers();
  if (players.isError && players.error instanceof ApiRequestError && players.error.isStillStarting) {
    return <PlayersStillLoading retry={players.refetch} />;
  }
  if (players.isError) return <PlayersLoadFailed />;
  if (players.isPending) return <LoadingState label="Loading players..." />;
  return <Builder players={players.data} />;
}

function Builder({ players }: { players: NonNullable<ReturnType<typeof usePlayers>['data']> }) {
  const index = usePlayerIndex(players);
  const squad = useSquad(index);
  const season = useSeason();
  return (
    <div className="builder">
      <DraftStatusCard players={players} squad={squad} planningFrom={season.data?.planningFrom} />
      <SquadCard players={players} squad={squad} nextGameweeks={season.data?.nextGameweeks ?? []} planningFrom={season.data?.planningFrom} />
    </div>
  );
}
