import type { ReactNode } from 'react';
import { QueryStates, type QueryStatus } from '@draftroom/ui';

export interface SquadPlayersStateProps {
  /** The player list query (usePlayers), or it combined with what else the view needs. */
  query: QueryStatus;
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
  return <QueryStates query={query} loading="Loading players..." errorTitle={title} errorMessage={message}>{children}</QueryStates>;
}
