/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/saved-plans">go to saved plans</Link>
      <AppRoutes />
    </MemoryRouter>,
  );

beforeEach(() => jest.mocked(loadRemote).mockReset());

describe('<AppRoutes/>', () => {
  it.each(['/does-not-exist', '/build/extra', '/admin'])('shows the not-found screen for %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('renders a documented route from its remote and titles the document', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Saved Plans</h1> });
    renderAt('/saved-plans');
    expect(await screen.findByRole('heading', { name: 'Saved Plans' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_team_manager/SavedPlansPage');
    await waitFor(() => expect(document.title).toBe('Saved Plans · Draftroom'));
  });

  it("keeps a failed remote's error on its own route: other routes still load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id.startsWith('mf_stats/')) throw new Error('RUNTIME-008: remoteEntry.js 404');
      return { default: () => <h1>Saved Plans</h1> };
    });
    renderAt('/xpts');
    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'go to saved plans' }));
    expect(await screen.findByRole('heading', { name: 'Saved Plans' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    jest.restoreAllMocks();
  });
});
