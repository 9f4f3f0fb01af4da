import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Draft, Player } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';

/** Puts the real fetch back after each test of the calling spec file (call it at module level). */
export function restoreFetchAfterEach(): void {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
}

/**
 * A fake API for the squad views (All Drafts, Compare, Rate my team): the drafts answer, and
 * /api/players fails until `state.playersUp` is set. Pair it with restoreFetchAfterEach().
 */
export function playersDownApi(drafts: readonly Draft[], players: readonly Player[]) {
  const state = { playersUp: false };
  const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Server Error', text: async () => JSON.stringify(body) });
  globalThis.fetch = jest.fn(async (path: string) => {
    if (path.startsWith('/api/drafts')) return answer(200, drafts);
    if (path.startsWith('/api/players')) return state.playersUp ? answer(200, players) : answer(500, { message: 'stats service down' });
    if (path.startsWith('/api/season')) return answer(200, { season: '2025-26', currentGameweek: 4, planningFrom: 5, nextGameweeks: [5, 6, 7, 8, 9, 10], lastFinishedGameweek: 4, pinnedByConfiguration: true, importedAt: null });
    return answer(200, []);
  }) as unknown as typeof fetch;
  return state;
}

/** A screen at `url` with a fresh query client. */
export const renderScreenAt = (Screen: ComponentType, url: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The squad view says the players failed (no empty pitch), and its Retry brings them. */
export async function expectPlayersFailureThenRetry(state: { playersUp: boolean }) {
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toContain('Failed to load players');
  expect(screen.queryByRole('group', { name: /on the pitch/ })).toBeNull();
  state.playersUp = true;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 5000 });
}
