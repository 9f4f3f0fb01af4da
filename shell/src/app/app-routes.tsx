import { Route, Routes } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute } from '@draftroom/contracts';
import { NotFound, useDocumentTitle } from '@draftroom/ui';
import { RemotePage } from '../features/remotes/remote-page';

/** Every documented path renders its remote's page; anything else is the 404 of spec 2.16. */
export function AppRoutes() {
  return (
    <Routes>
      {PAGE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function RoutePage({ route }: { route: PageRoute }) {
  useDocumentTitle(route.title);
  // Keyed by path: React would otherwise reuse one instance (and its error state) across routes.
  return <RemotePage key={route.path} route={route} />;
}

function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}
