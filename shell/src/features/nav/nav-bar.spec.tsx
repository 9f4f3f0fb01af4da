/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { NavBar } from './nav-bar';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
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

  it('opens the Preseason Tools menu with its DRAFTS and DATA groups', async () => {
    renderAt('/');
    await userEvent.click(menuButton('Preseason Tools'));
    expect(menuButton('Preseason Tools').getAttribute('aria-expanded')).toBe('true');
    const drafts = screen.getByRole('group', { name: 'DRAFTS' });
    expect(within(drafts).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Rate My Draft', 'Compare', 'All Drafts', 'Player Ownership %',
    ]);
    const data = screen.getByRole('group', { name: 'DATA' });
    expect(within(data).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/xpts', '/xpts-accuracy', '/fdr', '/fixture-pairings', '/playerstats2425',
    ]);
  });

  it('closes a menu on an outside click', async () => {
    renderAt('/');
    await userEvent.click(menuButton('Team Manager'));
    expect(screen.getByRole('link', { name: 'Saved Plans' })).toBeTruthy();
    await userEvent.click(screen.getByText('Page body'));
    expect(menuButton('Team Manager').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Saved Plans' })).toBeNull();
  });

  it('closes the menu and navigates when an item is chosen', async () => {
    renderAt('/');
    await userEvent.click(menuButton('Preseason Tools'));
    await userEvent.click(screen.getByRole('link', { name: 'xPts' }));
    expect(screen.getByTestId('path').textContent).toBe('/xpts');
    expect(menuButton('Preseason Tools').getAttribute('aria-expanded')).toBe('false');
    expect(menuButton('Preseason Tools').classList.contains('is-active')).toBe(true);
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    renderAt('/');
    await userEvent.click(menuButton('Team Manager'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton('Team Manager').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton('Team Manager'));
  });

  it('keeps only one menu open at a time', async () => {
    renderAt('/');
    await userEvent.click(menuButton('Team Manager'));
    await userEvent.click(menuButton('Preseason Tools'));
    expect(menuButton('Team Manager').getAttribute('aria-expanded')).toBe('false');
    expect(menuButton('Preseason Tools').getAttribute('aria-expanded')).toBe('true');
  });

  it("starts loading a linked page's code when the pointer is over its link or it has focus", async () => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async () => ({ default: () => null }));
    renderAt('/build');
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Player Stats' }));
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_stats/PlayerStats2526Page');
    fireEvent.click(menuButton('Team Manager'));
    fireEvent.focus(screen.getByRole('link', { name: 'Saved Plans' }));
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_team_manager/SavedPlansPage');
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Player Stats' }));
    expect(loadRemoteMock).toHaveBeenCalledTimes(2); // once per page
  });

  it('lets a failed early load go: the navigation reports it', async () => {
    loadRemoteMock.mockReset();
    loadRemoteMock.mockRejectedValue(new Error('RUNTIME-008'));
    renderAt('/fdr');
    fireEvent.click(menuButton('Preseason Tools'));
    const build = screen.getByRole('link', { name: 'Build' });
    const unhandled = jest.fn();
    // Jest's own Node process (the web tsconfig has no Node types).
    const node = (globalThis as unknown as { process: { on(e: string, f: () => void): void; off(e: string, f: () => void): void } }).process;
    node.on('unhandledRejection', unhandled);
    try {
      fireEvent.pointerOver(build);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
    fireEvent.pointerOver(build);
    expect(loadRemoteMock.mock.calls).toEqual([['mf_drafts/BuildPage'], ['mf_drafts/BuildPage']]); // forgotten, so tried again
  });
});
