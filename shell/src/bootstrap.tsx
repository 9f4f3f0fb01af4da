import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DRAWN_WITH_DATA_MARK_VALUE, pageRouteFor, REMOTE_FIRST_VIEW_MARK } from '@draftroom/contracts';
import { createQueryClient, earlyAnswersSettled, noteFirstViewInput } from '@draftroom/ui';
import '@draftroom/ui/theme.css';
import { App } from './app/app';
import { appConfigLoad } from './app/app-config-load';
import { pageReadyOrTimeout } from './features/remotes/load-remote-page';
import { registerRemoteEntries } from './features/remotes/register-remote-entries';

/**
 * How long the first render waits for the page's own module. Rendered with it, the page paints
 * with the shell; rendered before it, the loading state is committed and React then holds the
 * page back until 300 ms after that (decision 150). A remote slower than this still gets the
 * shell and its loading state.
 */
const FIRST_PAGE_WAIT_MS = 400;

/**
 * The wait when the page's remote drew its first view into the HTML (decision 160): rendering
 * sooner would only swap that page for the shell's loading state, and the nav bar already works
 * (first-view-nav.ts). The limit is for a remote that never answers: its error shows then.
 */
const REMOTE_FIRST_VIEW_WAIT_MS = 8000;

async function start() {
  const { config } = await appConfigLoad;
  registerRemoteEntries(config.remotes);
  const firstRoute = pageRouteFor(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const drawnBy = container.querySelector(`template[${REMOTE_FIRST_VIEW_MARK}]`)?.getAttribute(REMOTE_FIRST_VIEW_MARK);
  if (firstRoute) {
    // A page drawn with its data (decision 163) waits for that data too: its first render then
    // draws the same table, where it would otherwise swap it for the loading state.
    const data = drawnBy === DRAWN_WITH_DATA_MARK_VALUE ? earlyAnswersSettled(firstRoute.firstData ?? []) : undefined;
    await pageReadyOrTimeout(firstRoute, drawnBy == null ? FIRST_PAGE_WAIT_MS : REMOTE_FIRST_VIEW_WAIT_MS, data);
  }
  // React is about to replace the first view sent with the HTML: keep what was typed into it.
  // (Its nav bar hands over by itself: first-view-nav.ts.)
  noteFirstViewInput(container);
  createRoot(container, {
    // Errors an error boundary already shows to the user (a remote that failed) are handled:
    // log them as warnings with their component stack, not as uncaught errors.
    onCaughtError: (error, info) => console.warn('[draftroom] handled render error:', error, info.componentStack),
  }).render(
    <StrictMode>
      <App queryClient={createQueryClient()} donateLinks={config.donateLinks} />
    </StrictMode>,
  );
}

void start();
