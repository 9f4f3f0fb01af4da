import { loadAppConfig } from '@draftroom/ui';

/**
 * /app-config.json, requested as soon as the entry runs (index.ts imports this module) instead of
 * after the shared chunks: the remote entries it names are the next step of the critical path.
 */
export const appConfigLoad = loadAppConfig();
