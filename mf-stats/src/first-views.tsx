/**
 * Built for Node at build time (tools/rspack-kit/lib/first-views.cjs): pages of this area drawn
 * without data, sent with the page's HTML (decision 160). The xPts page arrives with its header,
 * filters and loading state in place, so the table is all that follows; a search typed before its
 * code has run is kept.
 */
import { renderFirstViews } from '@draftroom/ui/first-views';
import XptsPage from './pages/xpts-page';

export const render = () => renderFirstViews({ XptsPage });
