import { pageRouteFor } from '@draftroom/contracts';
import { startEarlyFetches } from '@draftroom/ui';

// The page's first data goes on the wire now, while the shared chunks, /app-config.json and the
// remote's code load (docs/decisions/081-data-in-parallel-with-code.md).
startEarlyFetches(pageRouteFor(window.location.pathname)?.firstData ?? []);

// Async boundary: the shared singletons (react, router, react-query) are negotiated with the
// remotes before any code that uses them runs.
import('./bootstrap');
