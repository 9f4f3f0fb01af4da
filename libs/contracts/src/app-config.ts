import { z } from 'zod';

/** Runtime configuration of the shell, written by the gateway from the environment at start. */
export const DonateLinkSchema = z.object({
  label: z.string(),
  description: z.string(),
  url: z.string().url(),
});
export type DonateLink = z.infer<typeof DonateLinkSchema>;

export const AppConfigSchema = z.object({
  /** Remote name to the URL of its remoteEntry.js. Configuration, never compiled in. */
  remotes: z.record(z.string(), z.string()),
  donateLinks: z.array(DonateLinkSchema).length(3),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
