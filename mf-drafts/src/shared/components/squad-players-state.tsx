import type { ReactNode } from 'react';
import { Button, ErrorState, LoadingState, errorMessageOf } from '@draftroom/ui';

/** What a squad view needs from the player list query (usePlayers and friends). */
export interface PlayersQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface SquadPlayersStateProps {
  query: PlayersQueryState;
  /** What failed and why it matters; the defaults speak of the player list. */
  title?: string;
  message?: string;
  /** The squad view, drawn once the players are there. */
  children: ReactNode;
}

/**
 * A saved draft is only player ids: its pitch needs the player list. When that list failed to
 * load, say so with a Retry instead of drawing an empty pitch; while it loads, say that.
 */
export function SquadPlayersState({ query, title = 'Failed to load players', message = 'The player list could not be loaded, so this squad cannot be shown.', children }: SquadPlayersStateProps) {
  if (query.isError) {
    return (
      <ErrorState
        title={title}
        message={message}
        details={errorMessageOf(query.error)}
        action={<Button variant="secondary" onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  }
  if (query.isPending) return <LoadingState label="Loading players..." />;
  return <>{children}</>;
}
