import type { JsonLogger } from '@draftroom/nest-kit';

/** Settings of the drafts service, read once from the environment. */
export interface DraftsConfig {
  /**
   * SESSION_SECRET signs the anonymous voter cookie. A comma-separated list rotates secrets:
   * the first signs new cookies, every one of them still verifies old ones.
   */
  sessionSecrets: string[];
}

/** Only for development and tests: anyone who knows it can forge voter sessions. */
export const DEV_SESSION_SECRET = 'draftroom-dev-session-secret';

export function readDraftsConfig(env: NodeJS.ProcessEnv = process.env, logger?: JsonLogger): DraftsConfig {
  const secrets = (env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0 && env.NODE_ENV === 'production') {
    logger?.event('warn', 'SESSION_SECRET is not set: voter cookies are signed with the public development secret', {
      fix: 'set SESSION_SECRET to a long random string',
    });
  }
  return { sessionSecrets: secrets.length > 0 ? secrets : [DEV_SESSION_SECRET] };
}

export const DRAFTS_CONFIG = Symbol('DRAFTS_CONFIG');
