// Pages before the standalone shell: their stylesheets then come first here too, as when the
// host loads a page, so the shared CSS chunk has one order.
import { PAGES } from './pages';
import { renderStandalone } from '@draftroom/ui';

// Standalone mode (`npm run dev`): this remote's pages with their own router, toasts and dialog.
void renderStandalone('mf_stats', PAGES);
