/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEFAULT_DONATE_LINKS } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';
import { appRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
// A navigation waits for the route's lazy and loader: on a busy CI machine that is more than
// Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes({ queryClient, donateLinks: DEFAULT_DONATE_LINKS }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  fetchMock = jest.fn(async (path: string) => new Response(JSON.stringify({ path }), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('the data router', () => {
  it.each(['/does-not-exist', '/build/extra', '/admin'])('shows the not-found screen for %s', async (path) => {
    renderAt(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Page not found · Draftroom'));
  });

  it("starts a page's queries before its code has arrived, and renders the page with them", async () => {
    let arrive!: (module: unknown) => void;
    loadRemoteMock.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { queryClient } = renderAt('/xpts');
    // The nav bar and the route's own header and loading state while code and data load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Expected Points' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading Stats...');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The page's four, and the frame's own list of seasons (where the nav's Player Stats leads).
    await waitFor(() => expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual(['/api/gameweek-points', '/api/players', '/api/season', '/api/seasons', '/api/teams']));
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_stats/XptsPage');

    await act(async () => arrive({ default: () => <p>the xPts table</p> }));
    expect(await screen.findByText('the xPts table')).toBeTruthy();
    expect(queryClient.getQueryData(['/api/players'])).toEqual({ path: '/api/players' });
    await waitFor(() => expect(document.title).toBe('Expected Points · Draftroom'));
  });

  it("keeps a failed remote's error on its own route, retries it, and other areas still load", async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id.startsWith('mf_stats/')) throw new Error('RUNTIME-008: remoteEntry.js 404');
      return { default: () => <h1>Saved Plans page</h1> };
    });
    const { router } = renderAt('/fdr');
    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Stats');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    loadRemoteMock.mockResolvedValueOnce({ default: () => <p>the FDR matrix</p> });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the FDR matrix')).toBeTruthy();

    await act(() => router.navigate('/saved-plans'));
    expect(await screen.findByRole('heading', { name: 'Saved Plans page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the same error when the page throws while rendering, and Retry renders it again', async () => {
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('boom');
      return <p>the ownership table</p>;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockResolvedValue({ default: Page });
    renderAt('/selected-by');
    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Draft tools');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the ownership table')).toBeTruthy();
  });

  it('treats a module without a default component as a failure', async () => {
    loadRemoteMock.mockResolvedValue({});
    renderAt('/compare');
    expect(await screen.findByText(/did not provide a page component/)).toBeTruthy();
  });

  it('leaves a failed query to the page: the page still renders', async () => {
    fetchMock.mockResolvedValue(new Response('importing', { status: 503, statusText: 'Service Unavailable' }));
    loadRemoteMock.mockResolvedValue({ default: () => <p>the builder</p> });
    const { queryClient } = renderAt('/build');
    expect(await screen.findByText('the builder')).toBeTruthy();
    expect(queryClient.getQueryState(['/api/players'])?.status).toBe('error');
  });

});

describe("a season's Player Stats the spec never named", () => {
  const summary = (season: string, digits: string, current: boolean) => ({
    season, label: `${digits.slice(0, 2)}/${digits.slice(2)}`, current, statsPath: `/playerstats${digits}`,
    statsApi: `/api/season-stats-${digits}`, gameweeksApi: `/api/player-gw-data-${digits}`, columns: 'fpl', lastFinishedGameweek: 3,
  });
  const SEASONS = [summary('2025-26', '2526', false), summary('2026-27', '2627', true)];
  beforeEach(() => {
    fetchMock.mockImplementation(async (path: string) => new Response(JSON.stringify(path === '/api/seasons' ? SEASONS : { path }), { status: 200 }));
  });

  it('renders its page at its statsPath once the data lists it, its totals asked for with the code', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <p>the 26/27 table</p> });
    renderAt('/playerstats2627');
    expect(await screen.findByText('the 26/27 table')).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_stats/SeasonStatsPage');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(['/api/seasons', '/api/teams', '/api/season-stats-2627']));
    await waitFor(() => expect(document.title).toBe('Player Stats 26/27 · Draftroom'));
    expect(screen.getByRole('link', { name: 'Player Stats' }).getAttribute('href')).toBe('/playerstats2627');
  });

  it.each(['/playerstats2728', '/playerstats2699', '/playerstats'])('shows the not-found screen for %s, which the data does not list', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Page not found · Draftroom'));
  });

  it('leaves the page to say the list could not be read, rather than a 404', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    loadRemoteMock.mockResolvedValue({ default: () => <p>the page, with its own error</p> });
    renderAt('/playerstats2627');
    expect(await screen.findByText('the page, with its own error')).toBeTruthy();
    // The nav keeps the spec's link while the list fails.
    expect(screen.getByRole('link', { name: 'Player Stats' }).getAttribute('href')).toBe('/playerstats2526');
  });
});
