import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteName } from '@draftroom/contracts';
import { loadAppConfig } from '../app-config/load-app-config';
import { StandaloneApp, type PageComponents } from './standalone-app';
import '../theme.css';

/** Entry of a remote's standalone dev page (its src/bootstrap.tsx calls this). */
export async function renderStandalone(remote: RemoteName, pages: PageComponents): Promise<void> {
  const { config } = await loadAppConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp remote={remote} pages={pages} donateLinks={config.donateLinks} />
    </StrictMode>,
  );
}
