import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { DonateLink } from '@draftroom/contracts';
import { DonateDialog, Toaster } from '@draftroom/ui';
import { AppFrame } from './app-frame';
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
        <AppFrame>
          <AppRoutes />
        </AppFrame>
      </BrowserRouter>
      <Toaster />
      <DonateDialog links={donateLinks} />
    </QueryClientProvider>
  );
}
