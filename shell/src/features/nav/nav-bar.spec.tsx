/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavBar } from './nav-bar';

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
});
