import { RouteFrame } from '@draftroom/ui';
import { TeamManager } from '../features/team-manager/components/team-manager';

/** / and /team-manager (spec 2.11): load a real team and plan its transfers over the season. */
export default function TeamManagerPage() {
  return (
    <RouteFrame page="TeamManagerPage">
      <TeamManager />
    </RouteFrame>
  );
}
