/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@draftroom/ui';
import { aDraft, aPlayer } from '../../testing/factories';
import { AllDraftsScreen } from '../../features/all-drafts/components/all-drafts-screen';
import { CompareScreen } from '../../features/compare/components/compare-screen';
import { RateTeamScreen } from '../../features/rate-team/components/rate-team-screen';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const gk = aPlayer({ position: 1, web_name: 'Raya' });
const first = aDraft({ name: 'Alpha', selectedPlayers: [gk.id] });
const second = aDraft({ name: 'Beta', selectedPlayers: [gk.id] });

/** The drafts answer; /api/players fails until `state.playersUp`. */
function fakeApi() {
  const state = { playersUp: false };
  const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: status < 400 ? 'OK' : 'Server Error', text: async () => JSON.stringify(body) });
  globalThis.fetch = jest.fn(async (path: string) => {
    if (path.startsWith('/api/drafts')) return answer(200, [first, second]);
    if (path.startsWith('/api/players')) return state.playersUp ? answer(200, [gk]) : answer(500, { message: 'stats service down' });
    if (path.startsWith('/api/season')) return answer(200, { season: '2025/26', currentGameweek: 4, planningFrom: 5, nextGameweeks: [5, 6, 7, 8, 9, 10], lastFinishedGameweek: 4, pinnedByConfiguration: true, importedAt: null });
    return answer(200, []);
  }) as unknown as typeof fetch;
  return state;
}

const renderAt = (Screen: ComponentType, url: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

async function expectFailureThenRetry(state: { playersUp: boolean }) {
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toContain('Failed to load players');
  expect(screen.queryByRole('group', { name: /on the pitch/ })).toBeNull();
  state.playersUp = true;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 5000 });
}

describe('Squad views when the player list fails to load', () => {
  it('All Drafts: View Squad says so with a Retry, then shows the pitch', async () => {
    const state = fakeApi();
    renderAt(AllDraftsScreen, '/all-drafts');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'View Squad' })[0]);
    await expectFailureThenRetry(state);
    expect(await screen.findByRole('group', { name: 'Alpha on the pitch' }, { timeout: 5000 })).toBeTruthy();
  });

  it('Compare: says so with a Retry instead of two empty pitches', async () => {
    const state = fakeApi();
    renderAt(CompareScreen, `/compare?first=${first.id}&second=${second.id}`);
    await expectFailureThenRetry(state);
    expect(await screen.findByRole('group', { name: 'Beta on the pitch' }, { timeout: 5000 })).toBeTruthy();
  });

  it('Rate my team: says so with a Retry instead of loading forever', async () => {
    const state = fakeApi();
    renderAt(RateTeamScreen, `/rate-team?draft=${first.id}`);
    await expectFailureThenRetry(state);
    expect(await screen.findByRole('button', { name: 'Choose Different Draft' }, { timeout: 5000 })).toBeTruthy();
    // The Retry button is gone: focus continues from the draft's title, not from the page's start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Alpha' }));
  });
});
