/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SeasonStatsRow2526, SeasonSummary, Team } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';
import SeasonStatsPage from './season-stats-page';

// A season the spec never named, as GET /api/seasons would list it once the data holds it.
const summary = (season: string, digits: string, current: boolean): SeasonSummary => ({
  season, label: `${digits.slice(0, 2)}/${digits.slice(2)}`, current, statsPath: `/playerstats${digits}`,
  statsApi: `/api/season-stats-${digits}`, gameweeksApi: `/api/player-gw-data-${digits}`, columns: 'fpl', lastFinishedGameweek: 3,
});
const SEASONS = [summary('2025-26', '2526', false), summary('2026-27', '2627', true)];
// A promoted club the product has never seen, with a player of its own.
const TEAMS: Team[] = [{ id: 21, code: 990, name: 'Wrexham', short_name: 'WRX' }];
const ROW: SeasonStatsRow2526 = {
  player_id: 901, player_name: 'Ollie Palmer', display_name: 'Palmer', team_name: 'WRX', player_position: 'FWD', price: 55,
  minutes_played: 270, goals: 2, assists: 1, total_cs: 0, xg: 1.8, xa: 0.4, defcons: 3, defcons_per90: 1, defcon_pts: 0, recoveries: 5,
  points: 17, bonus: 2, bps: 40, xgi: 2.2, xgc: 4.1, xg_per90: 0.6, xa_per90: 0.13, xgi_per90: 0.73, xgc_per90: 1.37, tackles: 1, cbi: 2,
};

let answers: Record<string, unknown>;
let asked: string[];
beforeEach(() => {
  asked = [];
  answers = { '/api/seasons': SEASONS, '/api/teams': TEAMS, '/api/season-stats-2627': [ROW] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    if (!(path in answers)) return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

const renderAt = (path: string) => render(
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={[path]}>
      <SeasonStatsPage />
    </MemoryRouter>
  </QueryClientProvider>,
);

describe('a season the spec never named', () => {
  it('has its page at its statsPath: title, subtitle in the spec\'s voice, its own totals with its new club', async () => {
    renderAt('/playerstats2627');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Player Stats 26/27');
    expect(screen.getByText(/^The 2026\/27 season so far\. Select a player's name/)).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Palmer/ });
    expect(within(row).getByText('17')).toBeTruthy();
    expect(asked).toContain('/api/season-stats-2627');
    expect(asked).not.toContain('/api/season-stats-2526');
    // The club filter offers the new club, as the data names it.
    expect(screen.getByRole('option', { name: 'WRX · Wrexham' })).toBeTruthy();
  });

  it('is the 404 when the list does not hold it', async () => {
    renderAt('/playerstats2728');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(asked).not.toContain('/api/season-stats-2728');
  });

  it('says the seasons could not be loaded, with Retry, when the list fails', async () => {
    delete answers['/api/seasons'];
    renderAt('/playerstats2627');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the seasons');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe("the spec's seasons", () => {
  it('render without the season list, so 25/26 works, its player dialog too, while GET /api/seasons is down', async () => {
    delete answers['/api/seasons'];
    answers['/api/season-stats-2526'] = [ROW];
    renderAt('/playerstats2526');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Player Stats 25/26');
    const row = await screen.findByRole('row', { name: /Palmer/ });
    expect(within(row).getByRole('button', { name: 'Palmer' })).toBeTruthy();
  });

  it("offer the player dialog only for the season being served: a past season's ids are not today's players", async () => {
    answers['/api/season-stats-2526'] = [ROW];
    renderAt('/playerstats2526');
    const row = await screen.findByRole('row', { name: /Palmer/ });
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Palmer' })).toBeNull());
    expect(within(row).getByText('Palmer')).toBeTruthy();
  });
});
