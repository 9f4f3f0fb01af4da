/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { PAGE_ROUTES } from '@draftroom/contracts';
import { renderWithClient, stubFetch } from '../shared/testing/render-with-client';
import { PAGES } from './index';

// Every page the route table gives this remote exists and shows the route's title as its h1
// (the shell, the gateway and the e2e smoke all rely on it).
const routes = PAGE_ROUTES.filter((route) => route.remote === 'mf_team_manager');

describe('mf_team_manager pages', () => {
  beforeEach(() => stubFetch({}));

  it('has a page for every module the route table names, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(routes.map((r) => r.module))].sort());
  });

  it.each(routes.map((r) => [r.path, r.module, r.title] as const))('%s (%s) renders its title', (_path, module, title) => {
    const Page = PAGES[module as keyof typeof PAGES];
    renderWithClient(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });
});
