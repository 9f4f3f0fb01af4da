import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, loadAppConfig } from '@draftroom/ui';
import '@draftroom/ui/theme.css';
import { appRoutes } from './app/app-routes';
import { registerRemoteEntries } from './features/remotes/register-remote-entries';

/**
 * The shell's client-side start: the manifest (/app-config.json, preloaded by index.html) names
 * each remote's entry; the data router then loads the first route's page module (its `lazy`) and
 * starts its queries (its `loader`) side by side.
 */
async function start() {
  const { config } = await loadAppConfig();
  registerRemoteEntries(config.remotes);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes({ queryClient, donateLinks: config.donateLinks }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, {
    // Errors an error boundary already shows to the user (a remote that failed) are handled:
    // log them as warnings with their component stack, not as uncaught errors.
    onCaughtError: (error, info) => console.warn('[draftroom] handled render error:', error, info.componentStack),
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
