/**
 * Server-side only (a remote's Node build, tools/rspack-kit/lib/first-views.cjs): the static
 * markup of pages' first views, drawn by the page components themselves with the page's path, so
 * what the browser shows before any script is what the page's own first render commits.
 * - `renderFirstViews`: pages whose first render needs no data, with an empty query cache, at
 *   build time (decision 160).
 * - `renderWithData`: a page drawn with its first data in hand, by the service that owns that
 *   data whenever it changes (decision 163).
 * Kept out of the package's index so react-dom/server never reaches a browser bundle.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { routeOfPage } from '@draftroom/contracts';
import { withAnswersInHand } from '../api/early-fetch';
import { createQueryClient } from '../api/query-client';

function draw(module: string, Page: ComponentType): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[routeOfPage(module).path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** { TeamManagerPage: Component } -> { TeamManagerPage: '<div class="dr-page ...">...</div>' } */
export function renderFirstViews(pages: Readonly<Record<string, ComponentType>>): Record<string, string> {
  return Object.fromEntries(Object.entries(pages).map(([module, Page]) => [module, draw(module, Page)]));
}

/**
 * The page as its first render draws it when the answers to its first GETs (the route table's
 * `firstData`, path -> parsed JSON) came before its code: each query takes its answer through
 * its own schema, exactly as in the browser (early-fetch.ts), so the markup is what the live
 * page commits over it.
 */
export function renderWithData(module: string, Page: ComponentType, answers: Readonly<Record<string, unknown>>): string {
  return withAnswersInHand(answers, () => draw(module, Page));
}
