import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { DonateLink } from '@draftroom/contracts';
import { DonateDialog, Toaster } from '@draftroom/ui';
import { NavBar } from '../features/nav/nav-bar';
import { AppRoutes } from './app-routes';
import './app.css';

export interface AppProps {
  queryClient: QueryClient;
  donateLinks: readonly DonateLink[];
}

/** The host: one query client, one router, one toast region and one Donate dialog for all remotes. */
export function App({ queryClient, donateLinks }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <a className="dr-skip-link" href="#main">Skip to content</a>
        <NavBar />
        <main id="main" className="dr-main" tabIndex={-1}>
          <AppRoutes />
        </main>
        <footer className="dr-footer">
          <p>Draftroom · drafts, planning and statistics for Fantasy Premier League managers</p>
        </footer>
      </BrowserRouter>
      <Toaster />
      <DonateDialog links={donateLinks} />
    </QueryClientProvider>
  );
}
