import type { ReactNode } from 'react';
import { errorMessageOf, type QueryStatus } from '../api';
import { Button } from '../button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export interface QueryStatesProps {
  query: QueryStatus;
  /** The spec's loading text, exactly ('Loading season stats...'). */
  loading: string;
  /** What could not be loaded ('Could not load season stats'). */
  errorTitle: string;
  /** Said instead of the error's own message, which then goes under Technical details. */
  errorMessage?: string;
  /** The empty state to show instead of the content; null or false when there is something to show. */
  empty?: EmptyStateProps | null | false;
  /** The content; a function is only called once the data is there. */
  children: ReactNode | (() => ReactNode);
}

/**
 * The one scaffold of a data screen: an error with Retry (first, so a failure is never hidden
 * behind another query still loading), else the loading text, else the empty state, else the
 * content.
 */
export function QueryStates({ query, loading, errorTitle, errorMessage, empty, children }: QueryStatesProps) {
  if (query.error) {
    const shown = errorMessage ?? errorMessageOf(query.error);
    // The spec's "{status}: {body}" stays reachable under Technical details when a sentence is shown.
    const technical = query.error instanceof Error ? query.error.message : undefined;
    return (
      <ErrorState
        title={errorTitle}
        message={shown}
        details={technical && technical !== shown ? technical : undefined}
        action={<Button variant="secondary" onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  }
  if (query.isPending) return <LoadingState label={loading} />;
  if (empty) return <EmptyState {...empty} />;
  return <>{typeof children === 'function' ? children() : children}</>;
}
