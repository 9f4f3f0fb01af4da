/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { GameweekProjection, PlayerProjectionDetail } from '@draftroom/contracts';
import { createQueryClient } from '../api';
import { PlayerProjection } from './player-projection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const gameweek = (gw: number, over: Partial<GameweekProjection> = {}): GameweekProjection => ({
  gameweek: gw,
  expectedMinutes: 84.4,
  chanceToPlay: 0.95,
  chanceOf60: 0.874,
  parts: { appearance: 1.8, goals: 2.1, assists: 0.6, cleanSheet: 0.1, saves: 0, bonus: 0.55, defensiveContributions: 0.2, cards: -0.1 },
  xpts: 5.25,
  ...over,
});

const detail: PlayerProjectionDetail = { playerId: 7, asOfGameweek: 4, gameweeks: [gameweek(5), gameweek(6, { expectedMinutes: 0, chanceToPlay: 0, chanceOf60: 0, xpts: 0 })] };

function renderSection(playerId = 7) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlayerProjection playerId={playerId} />
    </QueryClientProvider>,
  );
}

describe('PlayerProjection (issue 30 item 6)', () => {
  it('asks for the player and shows, per gameweek, minutes, chances and every part down to the xPts', async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(detail));
    globalThis.fetch = fetchMock;
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading projection...');
    const table = await screen.findByRole('table');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/players/7/projection');
    expect(within(table).getByText(/results to GW4/)).toBeTruthy();
    const cells = (label: string) => [...within(table).getByRole('rowheader', { name: label }).parentElement!.querySelectorAll('td')].map((c) => c.textContent);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Gameweek', 'GW5', 'GW6']);
    expect(cells('Expected minutes')).toEqual(['84', '0']);
    expect(cells('Chance to play')).toEqual(['95%', '0%']);
    expect(cells('Chance of 60+ min')).toEqual(['87%', '0%']);
    expect(cells('Goals')).toEqual(['2.10', '2.10']);
    expect(cells('Defensive contributions')).toEqual(['0.20', '0.20']);
    expect(cells('Cards')).toEqual(['-0.10', '-0.10']);
    expect(cells('xPts')).toEqual(['5.25', '0.00']);
    // Its own scrolling box, reachable by keyboard and named by the caption.
    const box = screen.getByRole('region', { name: /xPts by part/ });
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('aria-labelledby')).toBe(table.querySelector('caption')!.id);
  });

  it('shows a failure with Retry, and Retry asks again', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(json({ message: 'Projections are not ready yet' }, 503)).mockResolvedValueOnce(json(detail));
    globalThis.fetch = fetchMock;
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the projection');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that breaks the contract as an error, not as numbers', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(json({ ...detail, gameweeks: [{ ...gameweek(5), xpts: 'lots' }] }));
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Unexpected response from /api/players/7/projection');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when no gameweeks are left', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(json({ ...detail, gameweeks: [] }));
    renderSection();
    expect((await screen.findByRole('heading', { name: 'No gameweeks left to project' }))).toBeTruthy();
  });
});
