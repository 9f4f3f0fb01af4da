import { APP_CONFIG_PATH, DEFAULT_DONATE_LINKS, type AppConfig } from '@draftroom/contracts';
import { isAppConfig } from './is-app-config';

/**
 * Reads the manifest, /app-config.json: where each remote's entry is (any origin, any version)
 * and the Donate links. The shell knows no remote otherwise, so without it every area shows its
 * error with Retry while the nav bar and the 404 still work; the warning says why.
 */
export async function loadAppConfig(timeoutMs = 5000): Promise<{ config: AppConfig }> {
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
    return { config };
  } catch (error) {
    console.warn(`[draftroom] ${APP_CONFIG_PATH} unavailable (${(error as Error).message}): no area can be loaded`);
    return { config: { remotes: {}, donateLinks: [...DEFAULT_DONATE_LINKS] } };
  }
}
