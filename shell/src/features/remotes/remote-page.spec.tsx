/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { PAGE_ROUTES, type PageRoute } from '@draftroom/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';
import { forgetRemotePage, pageReadyOrTimeout, preloadRemotePage } from './load-remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const route = (path: string): PageRoute => PAGE_ROUTES.find((r) => r.path === path)!;

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('<RemotePage/>', () => {
  it("loads the route's exposed module and renders it, under the route's own header meanwhile", async () => {
    let arrive: (page: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValue(new Promise<unknown>((resolve) => (arrive = resolve)) as ReturnType<typeof loadRemote>);
    render(<RemotePage route={route('/xpts')} />);
    // While the code loads: the page's header from the route table, and the area's loading text.
    expect(screen.getByRole('heading', { level: 1, name: 'Expected Points' })).toBeTruthy();
    expect(screen.getByText('Only players with xPts data are shown')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading Stats...');

    arrive({ default: () => <p>the xPts table</p> });
    expect(await screen.findByText('the xPts table')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_stats/XptsPage');
  });

  it('shows an inline error naming the area when the remote cannot be loaded, and retries', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008: failed to load remoteEntry.js'));
    render(<RemotePage route={route('/build')} />);

    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Draft tools');

    loadRemoteMock.mockResolvedValue({ default: () => <p>the draft builder</p> });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the draft builder')).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('shows the same inline error when the remote page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    loadRemoteMock.mockResolvedValue({ default: Broken });
    render(<RemotePage route={route('/saved-plans')} />);
    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Team Manager');
  });

  it('treats a module without a default component as a failure', async () => {
    loadRemoteMock.mockResolvedValue({});
    render(<RemotePage route={route('/fdr')} />);
    expect(await screen.findByText(/did not provide a page component/)).toBeTruthy();
  });

  it('renders a page whose module was preloaded in the first commit, with no loading state', async () => {
    const xpts = route('/xpts');
    forgetRemotePage(xpts);
    loadRemoteMock.mockResolvedValue({ default: () => <p>the xPts table</p> });
    await preloadRemotePage(xpts);
    render(<RemotePage route={xpts} />);
    // getBy, not findBy: there in the very first commit (decision 150).
    expect(screen.getByText('the xPts table')).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});

describe('pageReadyOrTimeout', () => {
  it('resolves when the page is here, after the wait when it is slow, and on a failure', async () => {
    const fdr = route('/fdr');
    forgetRemotePage(fdr);
    loadRemoteMock.mockImplementation(() => new Promise(() => undefined)); // never arrives
    const started = Date.now();
    await pageReadyOrTimeout(fdr, 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);

    forgetRemotePage(fdr);
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008'));
    await expect(pageReadyOrTimeout(fdr, 10_000)).resolves.toBeUndefined();

    forgetRemotePage(fdr);
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>FDR</h1> });
    await expect(pageReadyOrTimeout(fdr, 10_000)).resolves.toBeUndefined();
  });
});

