import { useState, type ComponentType } from 'react';
import type { PageRoute } from '@draftroom/contracts';
import { loadRemotePage } from './load-remote-page';
import { areaOf, PageLoading } from './page-loading';
import { RemoteLoadError } from './remote-load-error';

type Attempt = { error: Error } | { loading: true } | { Page: ComponentType };

/** A page whose remote could not be fetched: the area's error with Retry, then the page once it loads. */
export function RemoteUnavailable({ route, error }: { route: PageRoute; error: Error }) {
  const [attempt, setAttempt] = useState<Attempt>({ error });
  if ('Page' in attempt) return <attempt.Page />;
  if ('loading' in attempt) return <PageLoading route={route} />;
  const retry = () => {
    setAttempt({ loading: true });
    loadRemotePage(route).then((Page) => setAttempt({ Page }), (failed: Error) => setAttempt({ error: failed }));
  };
  return <RemoteLoadError area={areaOf(route)} error={attempt.error} onRetry={retry} />;
}
