/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SeasonSummary } from '@draftroom/contracts';
import { NavBar } from './nav-bar';

const summary = (season: string, digits: string, current: boolean): SeasonSummary => ({
  season, label: `${digits.slice(0, 2)}/${digits.slice(2)}`, current, statsPath: `/playerstats${digits}`,
  statsApi: `/api/season-stats-${digits}`, gameweeksApi: `/api/player-gw-data-${digits}`, columns: 'fpl', lastFinishedGameweek: 3,
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, seasons?: SeasonSummary[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar seasons={seasons} />
      <p>Page body</p>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

const menuButton = (name: string) => screen.getByRole('button', { name });

describe('<NavBar/>', () => {
  it('shows the brand, both menus and the Player Stats link', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: /Draftroom/ })).toBeTruthy();
    expect(menuButton('Team Manager').getAttribute('aria-expanded')).toBe('false');
    expect(menuButton('Preseason Tools').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Player Stats' }).getAttribute('href')).toBe('/playerstats2526');
  });

  it.each([
    ['/', 'Team Manager'],
    ['/team-manager', 'Team Manager'],
    ['/saved-plans', 'Team Manager'],
    ['/fdr', 'Preseason Tools'],
    ['/selected-by', 'Preseason Tools'],
  ])('highlights the menu of the active route %s', (path, active) => {
    renderAt(path);
    for (const name of ['Team Manager', 'Preseason Tools']) {
      expect(menuButton(name).classList.contains('is-active')).toBe(name === active);
    }
    expect(screen.getByRole('link', { name: 'Player Stats' }).classList.contains('is-active')).toBe(false);
  });

  it('highlights the Player Stats link on /playerstats2526 and no menu', () => {
    renderAt('/playerstats2526');
    const link = screen.getByRole('link', { name: 'Player Stats' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(menuButton('Preseason Tools').classList.contains('is-active')).toBe(false);
  });

  it('highlights nothing on a path outside the nav (/all-predictions)', () => {
    renderAt('/all-predictions');
    expect(document.querySelectorAll('.dr-nav .is-active')).toHaveLength(0);
  });

  it('puts each menu in a native popover its button opens, with its groups of links', () => {
    renderAt('/');
    const tools = menuButton('Preseason Tools');
    const panel = document.getElementById(tools.getAttribute('popovertarget')!)!;
    expect(panel.getAttribute('popover')).toBe('auto');
    const drafts = within(panel).getByRole('group', { name: 'DRAFTS', hidden: true });
    expect(within(drafts).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual([
      'Rate My Draft', 'Compare', 'All Drafts', 'Player Ownership %',
    ]);
    const data = within(panel).getByRole('group', { name: 'DATA', hidden: true });
    expect(within(data).getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual([
      '/xpts', '/xpts-accuracy', '/fdr', '/fixture-pairings', '/playerstats2425',
    ]);
  });

  it('follows its popover: aria-expanded says whether the browser shows it', () => {
    renderAt('/');
    const manager = menuButton('Team Manager');
    const panel = document.getElementById(manager.getAttribute('popovertarget')!)!;
    // jsdom has no popovers: the browser's toggle event, as it fires when one opens and closes.
    const toggle = (newState: 'open' | 'closed') => fireEvent(panel, Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));
    toggle('open');
    expect(manager.getAttribute('aria-expanded')).toBe('true');
    toggle('closed');
    expect(manager.getAttribute('aria-expanded')).toBe('false');
  });

  it('folds the links behind the hamburger, whose panel is a popover too', () => {
    renderAt('/');
    const hamburger = screen.getByRole('button', { name: 'Open navigation' });
    expect(document.getElementById(hamburger.getAttribute('popovertarget')!)?.getAttribute('aria-label')).toBe('Main');
  });

  it('navigates when an item is chosen', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'xPts', hidden: true }));
    expect(screen.getByTestId('path').textContent).toBe('/xpts');
    expect(menuButton('Preseason Tools').classList.contains('is-active')).toBe(true);
  });

  describe('once GET /api/seasons has answered', () => {
    it("leads Player Stats to the current season and keeps last season's page under DATA", async () => {
      renderAt('/playerstats2627', [summary('2024-25', '2425', false), summary('2025-26', '2526', false), summary('2026-27', '2627', true)]);
      const stats = screen.getByRole('link', { name: 'Player Stats' });
      expect(stats.getAttribute('href')).toBe('/playerstats2627');
      expect(stats.getAttribute('aria-current')).toBe('page');
      await userEvent.click(menuButton('Preseason Tools'));
      const data = screen.getAllByRole('link').filter((link) => /^Player Stats \d/.test(link.textContent ?? ''));
      expect(data.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Player Stats 24/25', '/playerstats2425'], ['Player Stats 25/26', '/playerstats2526'],
      ]);
    });

    it("keeps the spec's links when the data's current season is 2025/26", () => {
      renderAt('/', [summary('2024-25', '2425', false), summary('2025-26', '2526', true)]);
      expect(screen.getByRole('link', { name: 'Player Stats' }).getAttribute('href')).toBe('/playerstats2526');
      expect(screen.getByRole('link', { name: 'Player Stats 24/25', hidden: true }).getAttribute('href')).toBe('/playerstats2425');
      expect(screen.queryByRole('link', { name: 'Player Stats 25/26', hidden: true })).toBeNull();
    });
  });
});
