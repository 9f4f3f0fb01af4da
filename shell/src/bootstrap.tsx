import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, loadAppConfig } from '@draftroom/ui';
import '@draftroom/ui/theme.css';
import { App } from './app/app';
import { registerRemoteEntries } from './features/remotes/register-remote-entries';

async function start() {
  const { config } = await loadAppConfig();
  registerRemoteEntries(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
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
