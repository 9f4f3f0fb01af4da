/**
 * Built for Node at build time (tools/rspack-kit/lib/first-views.cjs).
 * - `render`: pages of this area drawn without data, sent with the page's HTML (decision 160).
 *   The xPts page arrives with its header, filters and loading state in place; a search typed
 *   before its code has run is kept.
 * - `renderPageWithData`: the pages the stats service draws with its current data whenever that
 *   changes (decision 163), so the xPts table itself comes with the HTML. The build records their
 *   fragments' heads beside this bundle (heads.json) for the service to put in front.
 */
import { renderFirstViews, renderWithData } from '@draftroom/ui/first-views';
import XptsPage from './pages/xpts-page';

export const render = () => renderFirstViews({ XptsPage });

const DRAWN_WITH_DATA = { XptsPage } as const;

/** The page's markup with `answers` (its first GETs' parsed JSON by path); undefined for a page not drawn this way. */
export function renderPageWithData(module: string, answers: Readonly<Record<string, unknown>>): string | undefined {
  const Page = DRAWN_WITH_DATA[module as keyof typeof DRAWN_WITH_DATA];
  return Page && renderWithData(module, Page, answers);
}
