import type { AppConfig } from '@draftroom/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDonateLink = (value: unknown): boolean =>
  isRecord(value) && ['label', 'description', 'url'].every((key) => typeof value[key] === 'string');

/**
 * The shape of AppConfigSchema, checked by hand: the gateway validates the file with zod when
 * it writes it, and the shell is the one bundle that must not carry zod just for this check
 * (docs/decisions/080-shared-code-and-bundle-budgets.md).
 */
export function isAppConfig(value: unknown): value is AppConfig {
  if (!isRecord(value) || !isRecord(value.remotes)) return false;
  if (!Object.values(value.remotes).every((url) => typeof url === 'string')) return false;
  return Array.isArray(value.donateLinks) && value.donateLinks.length === 3 && value.donateLinks.every(isDonateLink);
}
