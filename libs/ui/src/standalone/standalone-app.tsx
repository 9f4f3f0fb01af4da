import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { PAGE_ROUTES, REMOTES, type DonateLink, type PageRoute, type RemoteName } from '@draftroom/contracts';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../toast/toaster';
import { DonateDialog } from '../donate/donate-dialog';
import { NotFound } from '../layout/not-found';
import { useDocumentTitle } from '../layout/use-document-title';
import './standalone.css';

export type PageComponents = Readonly<Record<string, ComponentType>>;

export interface StandaloneAppProps {
  remote: RemoteName;
  pages: PageComponents;
  donateLinks: readonly DonateLink[];
}

/**
 * A remote on its own dev port: the same pages the shell would load, with a minimal header in
 * place of the product's nav, and its own router, query client, toasts and Donate dialog.
 */
export function StandaloneApp({ remote, pages, donateLinks }: StandaloneAppProps) {
  const routes = PAGE_ROUTES.filter((route) => route.remote === remote);
  const hasRoot = routes.some((route) => route.path === '/');
  return (
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <header className="dr-standalone__bar">
          <span className="dr-standalone__brand">Draftroom</span>
          <span className="dr-standalone__badge">{REMOTES[remote].label} · standalone</span>
          <nav aria-label="Pages of this area" className="dr-standalone__links">
            {routes.filter((r) => r.path !== '/team-manager').map((r) => (
              <Link key={r.path} to={r.path}>{r.title}</Link>
            ))}
          </nav>
        </header>
        <main className="dr-standalone__main">
          <Routes>
            {!hasRoot && routes[0] && <Route path="/" element={<Navigate to={routes[0].path} replace />} />}
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<StandalonePage route={route} pages={pages} />} />
            ))}
            <Route path="*" element={<StandaloneNotFound />} />
          </Routes>
        </main>
      </BrowserRouter>
      <Toaster />
      <DonateDialog links={donateLinks} />
    </QueryClientProvider>
  );
}

function StandaloneNotFound() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}

function StandalonePage({ route, pages }: { route: PageRoute; pages: PageComponents }) {
  useDocumentTitle(route.title);
  const Page = pages[route.module];
  return Page ? <Page /> : <NotFound />;
}
