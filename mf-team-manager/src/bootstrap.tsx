import { renderStandalone } from '@draftroom/ui';
import { PAGES } from './pages';

// Standalone mode (`npm run dev`): this remote's pages with their own router, toasts and dialog.
void renderStandalone('mf_team_manager', PAGES);
