/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_ROUTES } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';
import { PAGES } from './index';

// Every page the route table gives this remote exists and shows the route's title as its h1
// (the shell, the gateway and the e2e smoke all rely on it), and while its data is on the way
// it says what it is loading, in the spec's words where the spec gives them.
const routes = PAGE_ROUTES.filter((route) => route.remote === 'mf_stats');
const LOADING: Record<string, string> = {
  XptsPage: 'Loading expected points data...',
  XptsAccuracyPage: 'Loading accuracy figures...',
  FdrPage: 'Loading fixtures...',
  FixturePairingsPage: 'Loading fixtures...',
  SeasonStatsPage: 'Loading season stats...',
};

beforeEach(() => {
  // The API never answers during these tests: each page stays in its loading state.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('mf_stats pages', () => {
  it('has a page for every module the route table names, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(routes.map((r) => r.module))].sort());
  });

  it.each(routes.map((r) => [r.path, r.module, r.title] as const))('%s (%s) renders its title and loading text', (path, module, title) => {
    const Page = PAGES[module as keyof typeof PAGES];
    render(
      <QueryClientProvider client={createQueryClient()}>
        {/* At its own path: one page serves every season, named by the path. */}
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('status').textContent).toContain(LOADING[module]);
  });
});
