/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { PAGE_ROUTES, type PageRoute } from '@draftroom/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from './remote-page';

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
  it("loads the route's exposed module and renders it", async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Expected Points</h1> });
    render(<RemotePage route={route('/xpts')} />);
    expect(await screen.findByRole('heading', { name: 'Expected Points' })).toBeTruthy();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_stats/XptsPage');
  });

  it('shows an inline error naming the area when the remote cannot be loaded, and retries', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-008: failed to load remoteEntry.js'));
    render(<RemotePage route={route('/build')} />);

    expect(await screen.findByRole('heading', { name: 'This part of Draftroom could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Draft tools');

    loadRemoteMock.mockResolvedValue({ default: () => <h1>Create, rate and compare your FPL drafts</h1> });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Create, rate and compare your FPL drafts' })).toBeTruthy();
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
});
