/**
 * Built for Node, not the browser (tools/rspack-kit/lib/first-views.cjs): each page's first view
 * as static markup, written into that page's copy of index.html. It is what the shell itself
 * shows while the page's code loads, drawn by the same components, so the swap to the live app
 * changes nothing on screen (decision 156).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PageRoute } from '@draftroom/contracts';
import { AppFrame } from './app/app-frame';
import { PageLoading } from './features/remotes/page-loading';

export function renderFirstView(route: PageRoute): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[route.path]}>
      <AppFrame>
        <PageLoading route={route} />
      </AppFrame>
    </MemoryRouter>,
  );
}
