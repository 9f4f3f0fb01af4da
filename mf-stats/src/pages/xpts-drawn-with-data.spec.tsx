/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Player } from '@draftroom/contracts';
import { createQueryClient, earlyAnswersSettled, startEarlyFetches } from '@draftroom/ui';
import { renderPageWithData } from '../first-views';
import XptsPage from './xpts-page';

// The stats service draws the xPts page with its data (decision 163); the live page, whose first
// render finds the same answers already arrived, must draw the same table over it.
const player = (id: number, web_name: string, teamShortName: string, position: number, xpts: number[]): Player => ({
  id, code: id, name: `Full ${web_name}`, web_name, position, team: id, teamName: teamShortName, teamShortName,
  price: 60, startPrice: 60, totalPoints: 10, selectedByPercent: 5, status: 'a', chanceOfPlaying: null, news: '',
  ...Object.fromEntries(xpts.map((x, i) => [`xptsGW${i + 1}`, x])),
});

const answers = {
  '/api/players': [
    player(1, 'Saka', 'ARS', 3, [5, 6, 4.2, 6.1]),
    player(2, 'Haaland', 'MCI', 4, [8, 2, 7.5, 3.3]),
    player(3, 'Raya', 'ARS', 1, [3, 3, 3.9, 4.4]),
    player(4, 'Nobody', 'MCI', 2, []),
  ],
  '/api/season': {
    season: '2025-26', currentGameweek: 2, planningFrom: 3, nextGameweeks: [3, 4], lastFinishedGameweek: 2,
    pinnedByConfiguration: false, importedAt: '2026-01-01T00:00:00.000Z',
  },
  '/api/teams': [{ id: 1, code: 3, name: 'Arsenal', short_name: 'ARS' }, { id: 2, code: 43, name: 'Man City', short_name: 'MCI' }],
  '/api/gameweek-points': { throughGameweek: 2, players: [{ id: 1, points: [2, 9] }, { id: 2, points: [13, 1] }, { id: 3, points: [6, 1] }] },
};

const rowsOf = (root: ParentNode) => [...root.querySelectorAll('tbody tr')].map((tr) => tr.textContent);

describe('xPts page drawn with its data', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws the table of the next gameweek, sorted by its xPts, with the page header saying so', () => {
    const box = document.createElement('div');
    box.innerHTML = renderPageWithData('XptsPage', answers)!;
    expect(box.querySelector('h2')?.textContent).toBe('Expected Points Data (3 players)');
    expect(box.querySelector('.dr-page-header__subtitle')?.textContent).toBe('Only players with xPts data are shown · sorted by GW3 xPts');
    const rows = rowsOf(box);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => /Saka|Haaland|Raya/.exec(r ?? '')?.[0])).toEqual(['Haaland', 'Saka', 'Raya']);
    expect(box.querySelector<HTMLSelectElement>('#xpts-gameweek')?.disabled).toBe(false);
    expect(box.querySelector('[role="status"]')).toBeNull();
  });

  it('is what the live page commits when the same answers arrived before its code', async () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = renderPageWithData('XptsPage', answers)!;
    // jsdom has no Response: an answer with what readAnswer reads of one.
    globalThis.fetch = jest.fn(async (path: RequestInfo | URL) => ({
      ok: true, status: 200, text: async () => JSON.stringify(answers[String(path) as keyof typeof answers]),
    })) as unknown as typeof fetch;
    startEarlyFetches(Object.keys(answers));
    // What the shell's first render waits for when the page came drawn with data (bootstrap.tsx).
    await earlyAnswersSettled(Object.keys(answers));

    const live = render(
      <QueryClientProvider client={createQueryClient()}>
        <XptsPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(drawn.querySelector('h2')?.textContent);
    expect(rowsOf(live.container)).toEqual(rowsOf(drawn));
    expect(live.container.querySelector('thead')?.textContent).toBe(drawn.querySelector('thead')?.textContent);
  });

  it('draws only the pages it is asked to draw with data', () => {
    expect(renderPageWithData('FdrPage', answers)).toBeUndefined();
  });
});
