import { useMemo } from 'react';
import type { Player } from '@draftroom/contracts';

/** Players by id, for turning a draft's id list back into players. */
export function usePlayerIndex(players: readonly Player[] | undefined): Map<number, Player> {
  return useMemo(() => new Map((players ?? []).map((p) => [p.id, p])), [players]);
}

/** A draft's players in its own order; ids no longer in the player list are left out. */
export const playersOf = (ids: readonly number[], index: ReadonlyMap<number, Player>): Player[] =>
  ids.flatMap((id) => {
    const p = index.get(id);
    return p ? [p] : [];
  });
