import { pageRouteFor } from '@draftroom/contracts';
import { startEarlyFetches } from '@draftroom/ui';
import { appConfigLoad } from './app/app-config-load';
import { hintFirstPage } from './features/remotes/hint-first-page';
import { serveFirstViewNav } from './features/nav/first-view-nav';

// The page's first data goes on the wire now, while the shared chunks, /app-config.json and the
// remote's code load (docs/decisions/081-data-in-parallel-with-code.md); so do the page's
// remote entry and chunks as soon as /app-config.json names the entry (decisions 150, 152).
const firstRoute = pageRouteFor(window.location.pathname);
startEarlyFetches(firstRoute?.firstData ?? []);

// The nav bar drawn with the HTML works before React takes over (first-view-nav.ts); the page's
// HTML usually started it already, from its own small script.
serveFirstViewNav();

// Async boundary: the shared singletons (react, router, react-query) are negotiated with the
// remotes before any code that uses them runs. It is entered once the config has named the
// remote entry (preloaded with the HTML, so a task or two): the shared chunks' evaluation would
// otherwise run first and hold the entry's request back by about 40 ms. The bootstrap waits
// for the config anyway before it renders.
void appConfigLoad
  .then(({ config }) => firstRoute && hintFirstPage(config.remotes[firstRoute.remote], firstRoute.module))
  .finally(() => import('./bootstrap'));
