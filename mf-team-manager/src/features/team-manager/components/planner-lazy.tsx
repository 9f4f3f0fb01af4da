import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@draftroom/ui';

const LazyPlanner = lazy(() => import('./planner').then((m) => ({ default: m.Planner })));

/**
 * The planner in its own chunk, fetched once a team or a draft is chosen: Team Manager's first
 * paint is the Team ID form, which needs none of it, and its first load stays in budget (decision 080).
 */
export function Planner(props: ComponentProps<typeof LazyPlanner>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the planner..." />}>
      <LazyPlanner {...props} />
    </Suspense>
  );
}
