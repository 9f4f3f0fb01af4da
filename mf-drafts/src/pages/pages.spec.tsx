/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_ROUTES } from '@draftroom/contracts';
import { createQueryClient } from '@draftroom/ui';
import { PAGES } from './index';

// Every page the route table gives this remote exists and shows the route's title as its h1
// (the shell, the gateway and the e2e smoke all rely on it). The API never answers here, so each
// page is seen in its loading state; the e2e specs drive them with real data.
const routes = PAGE_ROUTES.filter((route) => route.remote === 'mf_drafts');
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const renderPage = (Page: (typeof PAGES)[keyof typeof PAGES]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('mf_drafts pages', () => {
  it('has a page for every module the route table names, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...new Set(routes.map((r) => r.module))].sort());
  });

  it.each(routes.map((r) => [r.path, r.module, r.title] as const))('%s (%s) renders its title', (_path, module, title) => {
    renderPage(PAGES[module as keyof typeof PAGES]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });
});

describe('draft tools', () => {
  it.each(Object.entries(PAGES))('%s ends with a Donate button', (_name, Page) => {
    renderPage(Page);
    const buttons = screen.getAllByRole('button');
    expect(buttons[buttons.length - 1].textContent).toContain('Donate');
  });
});
