import {
  APP_CONFIG_PATH, REMOTES, REMOTE_ENTRY_FILE, remoteAssetsPath, type AppConfig,
} from '@draftroom/contracts';
import { DEFAULT_DONATE_LINKS } from '@draftroom/contracts';
import { isAppConfig } from './is-app-config';

export type AppConfigSource = 'server' | 'defaults';

/** What the gateway serves when nothing overrides it: every remote under /remotes/<folder>/. */
export function defaultAppConfig(): AppConfig {
  const remotes = Object.fromEntries(
    Object.values(REMOTES).map((remote) => [remote.name, `${remoteAssetsPath(remote)}${REMOTE_ENTRY_FILE}`]),
  );
  return { remotes, donateLinks: [...DEFAULT_DONATE_LINKS] };
}

/**
 * Reads /app-config.json. A missing or invalid file falls back to the gateway's default layout
 * (same-origin paths of the route contract) with a warning, so one bad file cannot blank the site.
 */
export async function loadAppConfig(timeoutMs = 5000): Promise<{ config: AppConfig; source: AppConfigSource }> {
  try {
    // Default cache mode and credentials: the shell's index.html preloads this file (as="fetch",
    // crossorigin), and only a request like that one takes the preloaded answer. The gateways
    // serve it `no-cache`, so a changed deployment is still seen on the next load.
    const response = await fetch(APP_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config: unknown = await response.json();
    if (!isAppConfig(config)) throw new Error('invalid content');
    return { config, source: 'server' };
  } catch (error) {
    console.warn(`[draftroom] ${APP_CONFIG_PATH} unavailable (${(error as Error).message}); using defaults`);
    return { config: defaultAppConfig(), source: 'defaults' };
  }
}
