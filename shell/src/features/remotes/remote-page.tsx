import { Suspense, useState } from 'react';
import type { PageRoute } from '@draftroom/contracts';
import { forgetRemotePage, remotePageComponent } from './load-remote-page';
import { areaOf, PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Renders a route's page from its remote, with a loading state and an inline error + Retry. */
export function RemotePage({ route }: { route: PageRoute }) {
  const [attempt, setAttempt] = useState(0);
  const area = areaOf(route);
  const Page = remotePageComponent(route);

  const retry = () => {
    forgetRemotePage(route);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense fallback={<PageLoading route={route} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
