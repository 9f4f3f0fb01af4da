/**
 * Server-side only (a remote's Node build, tools/rspack-kit/lib/first-views.cjs): the static
 * markup of pages whose first render needs no data, drawn by the page components themselves
 * with an empty query cache and the page's path, so what the browser shows before any script is
 * what the page's own first render commits (decision 160). Kept out of the package's index so
 * react-dom/server never reaches a browser bundle.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { routeOfPage } from '@draftroom/contracts';
import { createQueryClient } from '../api/query-client';

/** { TeamManagerPage: Component } -> { TeamManagerPage: '<div class="dr-page ...">...</div>' } */
export function renderFirstViews(pages: Readonly<Record<string, ComponentType>>): Record<string, string> {
  return Object.fromEntries(Object.entries(pages).map(([module, Page]) => [module, renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routeOfPage(module).path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  )]));
}
