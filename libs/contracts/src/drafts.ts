import { z } from 'zod';

/**
 * A saved draft as GET /api/drafts returns it (spec sections 3 and 7). The drafts area owns the
 * write schemas; other areas (Team Manager's 'Start from a saved draft') read this shape.
 */
export const DraftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The 15 player ids. */
  selectedPlayers: z.array(z.number().int()),
  /** £m, one decimal, recomputed by the server from prices at save time. */
  totalCost: z.number(),
  createdAt: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** Players per position number ('1'..'4'). */
  positionCounts: z.record(z.string(), z.number().int()),
  /** Players per club short name. */
  teamCounts: z.record(z.string(), z.number().int()),
});
export type Draft = z.infer<typeof DraftSchema>;
export const DraftListSchema = z.array(DraftSchema);
