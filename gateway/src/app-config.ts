import { AppConfigSchema, DEFAULT_DONATE_LINKS, REMOTES, remoteEntryPath, type AppConfig } from '@draftroom/contracts';
import { remoteVersions } from './paths';

/** Environment prefixes of the three Donate links, in the order of DEFAULT_DONATE_LINKS. */
const DONATE_ENV = ['DONATE_PAYMENT', 'DONATE_COFFEE', 'DONATE_MOBILE'] as const;

/**
 * The shell's runtime configuration (the manifest, /app-config.json), written from the
 * environment when the gateway starts: where each remote's entry lives (REMOTE_MF_*_URL, any
 * origin and version; default: the version of this checkout, served by this gateway) and the
 * three Donate links (DONATE_*_URL). A deployment of one remote rewrites its line and nothing else.
 */
export function appConfigFromEnv(env: NodeJS.ProcessEnv = process.env, versions: Record<string, string> = remoteVersions()): AppConfig {
  // An empty variable (docker-compose's `${X:-}`) means "not set".
  const setting = (key: string): string | undefined => env[key]?.trim() || undefined;
  const remotes = Object.fromEntries(
    Object.values(REMOTES).map((r) => [r.name, setting(r.urlEnv) ?? remoteEntryPath(r, versions[r.folder] ?? '0.0.0')]),
  );
  return AppConfigSchema.parse({
    remotes,
    donateLinks: DEFAULT_DONATE_LINKS.map((link, i) => {
      const key = DONATE_ENV[i];
      return { ...link, label: setting(`${key}_LABEL`) ?? link.label, url: setting(`${key}_URL`) ?? link.url };
    }),
  });
}
