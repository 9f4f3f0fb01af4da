import { useQuery } from '@tanstack/react-query';
import type { Draft, DraftPlayer, Player } from '@draftroom/contracts';
import { useSeason, type QueryStatus } from '@draftroom/ui';
import { draftQuery } from '../api/drafts';
import { playersOf } from './use-player-index';

/**
 * A player of another season's draft as he was saved. His points, ownership, flags and xPts of
 * this season are not his (this season's ids are other men), so they are empty, never borrowed.
 */
export const asSavedPlayer = (p: DraftPlayer): Player => ({
  ...p, totalPoints: 0, selectedByPercent: 0, status: 'a', chanceOfPlaying: null, news: '',
});

/** Whether a draft was saved in a season other than the one served (false until the season is known). */
export function useOtherSeason(draft: Draft | null): boolean {
  const current = useSeason().data?.season;
  return draft !== null && current !== undefined && draft.season !== current;
}

export interface DraftSquad {
  squad: Player[];
  /** What the squad waits for: the current player list, or this draft as saved. */
  query: QueryStatus;
  otherSeason: boolean;
}

/**
 * A draft's players: from the current list for a draft of this season (as always), as saved for
 * a draft of another season (issue 32: after a rollover its ids name other players).
 */
export function useDraftSquad(draft: Draft | null, index: ReadonlyMap<number, Player>, players: QueryStatus, enabled = true): DraftSquad {
  const otherSeason = useOtherSeason(draft);
  const saved = useQuery({ ...draftQuery(draft?.id ?? 0), enabled: enabled && otherSeason });
  if (!otherSeason) return { squad: draft ? playersOf(draft.selectedPlayers, index) : [], query: players, otherSeason };
  return { squad: (saved.data?.players ?? []).map(asSavedPlayer), query: saved, otherSeason };
}
