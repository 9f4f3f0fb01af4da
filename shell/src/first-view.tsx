/**
 * Built for Node, not the browser (tools/rspack-kit/lib/first-views.cjs): each page's first view
 * as static markup, written into that page's copy of index.html. It is what the shell itself
 * shows while the page's code loads, drawn by the same components, so the swap to the live app
 * changes nothing on screen (decision 156).
 *
 * Where the page goes, the markup holds two SSI directives (decision 160): the loading state as
 * a block, and an include of the page's own first view, which its remote may have drawn at build
 * time. The gateway (nginx's SSI, or the Node gateway doing the same) puts that in, or the block
 * when there is none. Served as it is, the directives are comments and the loading state shows.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { firstViewFragmentPath, type PageRoute } from '@draftroom/contracts';
import { AppFrame } from './app/app-frame';
import { PageLoading } from './features/remotes/page-loading';

const SLOT = '<template id="first-view-page"></template>';
const LOADING_BLOCK = 'page-loading';

/**
 * `?$args` passes the page address's query on: the gateway includes no fragment for an address
 * with one, since it may open something else than the data-free start (a saved plan's link).
 */
const pageSlot = (route: PageRoute, loading: string): string =>
  `<!--# block name="${LOADING_BLOCK}" -->${loading}<!--# endblock -->`
  + `<!--# include virtual="${firstViewFragmentPath(route)}?$args" stub="${LOADING_BLOCK}" -->`;

export function renderFirstView(route: PageRoute): string {
  const inRouter = (children: ReactNode) => <MemoryRouter initialEntries={[route.path]}>{children}</MemoryRouter>;
  const frame = renderToStaticMarkup(inRouter(<AppFrame><template id="first-view-page" /></AppFrame>));
  if (!frame.includes(SLOT)) throw new Error('first views: the app frame did not render its page slot');
  return frame.replace(SLOT, () => pageSlot(route, renderToStaticMarkup(inRouter(<PageLoading route={route} />))));
}
