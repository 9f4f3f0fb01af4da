import { pageRouteFor } from '@draftroom/contracts';
import { startEarlyFetches } from '@draftroom/ui';
import { appConfigLoad } from './app/app-config-load';
import { hintRemoteEntry } from './features/remotes/hint-remote-entry';

// The page's first data goes on the wire now, while the shared chunks, /app-config.json and the
// remote's code load (docs/decisions/081-data-in-parallel-with-code.md); so does the page's
// remote entry as soon as /app-config.json names it (decision 150).
const firstRoute = pageRouteFor(window.location.pathname);
startEarlyFetches(firstRoute?.firstData ?? []);

// Async boundary: the shared singletons (react, router, react-query) are negotiated with the
// remotes before any code that uses them runs. It is entered once the config has named the
// remote entry (preloaded with the HTML, so a task or two): the shared chunks' evaluation would
// otherwise run first and hold the entry's request back by about 40 ms. The bootstrap waits
// for the config anyway before it renders.
void appConfigLoad
  .then(({ config }) => firstRoute && hintRemoteEntry(config.remotes[firstRoute.remote]))
  .finally(() => import('./bootstrap'));
