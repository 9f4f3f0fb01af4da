import { z } from 'zod';
import { MAX_UTC_OFFSET_MINUTES } from '@draftroom/domain';

export const OwnershipPeriodSchema = z.enum(['today', 'last_week', 'all_time'], {
  error: "period must be 'today', 'last_week' or 'all_time'",
});
export type OwnershipPeriodName = z.infer<typeof OwnershipPeriodSchema>;

/**
 * GET /api/selected-by?period=...&tzOffset=... . `tzOffset` is the viewer's
 * `Date#getTimezoneOffset()` in minutes, so 'today' starts at their own midnight (UTC without it).
 */
export const OwnershipQuerySchema = z.object({
  period: OwnershipPeriodSchema.default('all_time'),
  tzOffset: z.coerce
    .number({ error: 'tzOffset must be a number of minutes' })
    .int('tzOffset must be a whole number of minutes')
    .min(-MAX_UTC_OFFSET_MINUTES, 'tzOffset must be within 14 hours of UTC')
    .max(MAX_UTC_OFFSET_MINUTES, 'tzOffset must be within 14 hours of UTC')
    .default(0),
});
export type OwnershipQuery = z.infer<typeof OwnershipQuerySchema>;

/** One row of the ownership screen (spec 3: Ownership player). */
export const OwnershipPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Short display name. */
  webName: z.string(),
  /** Club id. */
  team: z.number().int(),
  teamShortName: z.string(),
  position: z.number().int(),
  /** Official ownership (%), from the stats service. */
  selectedByPercent: z.number(),
  /** Site ownership (%): share of the period's saved drafts that contain the player. */
  selectedByDatabase: z.number(),
  /** How many of the period's drafts contain the player. */
  draftCount: z.number().int(),
});
export type OwnershipPlayer = z.infer<typeof OwnershipPlayerSchema>;
export const OwnershipListSchema = z.array(OwnershipPlayerSchema);
