/**
 * Built for Node at build time (tools/rspack-kit/lib/first-views.cjs): the pages of this area
 * whose first render needs no data, drawn to static markup the gateway sends with the page's HTML
 * (decision 160). Team Manager starts on the Team ID form, so a manager sees it, and can start
 * typing, before the page's code has arrived.
 */
import { renderFirstViews } from '@draftroom/ui/first-views';
import TeamManagerPage from './pages/team-manager-page';

export const render = () => renderFirstViews({ TeamManagerPage });
