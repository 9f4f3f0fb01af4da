import { REMOTES, REMOTE_ENTRY_FILE, remoteAssetsPath, type AppConfig, AppConfigSchema } from '@draftroom/contracts';

/**
 * The shell's runtime configuration, written from the environment when the gateway starts:
 * where each remote's entry lives (REMOTE_MF_*_URL, default: served by this gateway) and the
 * three Donate links (DONATE_*_URL).
 */
export function appConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const remotes = Object.fromEntries(
    Object.values(REMOTES).map((r) => [r.name, env[r.urlEnv] ?? `${remoteAssetsPath(r)}${REMOTE_ENTRY_FILE}`]),
  );
  return AppConfigSchema.parse({
    remotes,
    donateLinks: [
      {
        label: env.DONATE_PAYMENT_LABEL ?? 'PayPal',
        description: 'Send a one-off payment',
        url: env.DONATE_PAYMENT_URL ?? 'https://www.paypal.com/donate',
      },
      {
        label: env.DONATE_COFFEE_LABEL ?? 'Buy Me a Coffee',
        description: 'Buy the team a coffee',
        url: env.DONATE_COFFEE_URL ?? 'https://www.buymeacoffee.com',
      },
      {
        label: env.DONATE_MOBILE_LABEL ?? 'M-Pesa',
        description: 'Give by mobile money',
        url: env.DONATE_MOBILE_URL ?? 'https://www.safaricom.co.ke/personal/m-pesa',
      },
    ],
  });
}
