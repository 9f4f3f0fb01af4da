/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@draftroom/ui';
import { aDraft, aPlayer, heldFetch } from '../../../shared/testing/factories';
import { expectPlayersFailureThenRetry, playersDownApi, renderScreenAt, restoreFetchAfterEach } from '../../../shared/testing/players-down-api';
import { AllDraftsScreen } from './all-drafts-screen';

restoreFetchAfterEach();

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AllDraftsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('All Drafts states (spec 2.4)', () => {
  it("says 'Loading drafts...', then 'No complete drafts yet' when nobody has saved one", async () => {
    const server = heldFetch(200, []);
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading drafts...');
    await act(async () => server.release());
    expect(await screen.findByRole('heading', { name: 'No complete drafts yet' })).toBeTruthy();
    expect(screen.getByText('Be the first to create and save a complete 15-player draft!')).toBeTruthy();
  });

  it("filters by name and time here, with 'No drafts match your search' when nothing is left", async () => {
    const old = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    const server = heldFetch(200, [aDraft({ name: 'Wildcard Warriors', upvotes: 2 }), aDraft({ name: 'Old Guard', createdAt: old, downvotes: 1 })]);
    renderScreen();
    await act(async () => server.release());
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Wildcard Warriors', 'Old Guard']);
    expect(screen.getByLabelText('Net score +2')).toBeTruthy();
    expect(screen.getByLabelText('Net score -1')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), { target: { value: 'today' } });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Wildcard Warriors']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByRole('heading', { name: 'No drafts match your search' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it('asks the server for the chosen sort', async () => {
    const server = heldFetch(200, []);
    renderScreen();
    await act(async () => server.release());
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'top_rated' } });
    await act(async () => undefined);
    expect(server.mock.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['/api/drafts?sort=newest', '/api/drafts?sort=top_rated']));
  });
});

describe('All Drafts when the player list fails to load', () => {
  it('View Squad says so with a Retry, then shows the pitch', async () => {
    const gk = aPlayer({ position: 1, web_name: 'Raya' });
    const state = playersDownApi([aDraft({ name: 'Alpha', selectedPlayers: [gk.id] })], [gk]);
    renderScreenAt(AllDraftsScreen, '/all-drafts');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'View Squad' })[0]);
    await expectPlayersFailureThenRetry(state);
    expect(await screen.findByRole('group', { name: 'Alpha on the pitch' }, { timeout: 5000 })).toBeTruthy();
  });
});
