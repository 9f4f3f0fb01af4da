import type { Draft, DraftPlayer, Player } from '@draftroom/contracts';

/** What a draft keeps of a player (DraftPlayerSchema). */
export const asSaved = ({ id, code, name, web_name, position, team, teamName, teamShortName, price }: Player): DraftPlayer =>
  ({ id, code, name, web_name, position, team, teamName, teamShortName, price });

/**
 * The API after a rollover to 2026/27: the list and the current players, and each draft of
 * `saved` answered alone (GET /api/drafts/{id}) with its players as saved. Pair it with
 * restoreFetchAfterEach().
 */
export function rolledOverApi(drafts: readonly Draft[], players: readonly Player[], saved: readonly Draft[]) {
  const answer = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) });
  const alone = new Map(saved.map((d) => [`/api/drafts/${d.id}`, d]));
  globalThis.fetch = jest.fn(async (path: string) => {
    if (alone.has(path)) return answer(alone.get(path));
    if (path.startsWith('/api/drafts')) return answer(drafts);
    if (path.startsWith('/api/players')) return answer(players);
    if (path.startsWith('/api/season')) return answer({ season: '2026-27', currentGameweek: 4, planningFrom: 5, nextGameweeks: [5, 6], lastFinishedGameweek: 4, pinnedByConfiguration: false, importedAt: null });
    return answer([]);
  }) as unknown as typeof fetch;
}
