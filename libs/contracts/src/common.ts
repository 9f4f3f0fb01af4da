import { z } from 'zod';
import { FIRST_GAMEWEEK, LAST_GAMEWEEK } from '@draftroom/domain';

import { decimalIdProblem, type IdParamMessages } from './id-param';

/**
 * A positive whole-number id taken from a path segment or query string, written as decimal digits
 * only ('16', never '0x10', '1e3', '+16' or ' 16'). Coercing with `Number()` reads hex and exponent
 * forms, so '/api/player-gw-data/0x10' once answered player 16 (decision 048); every service's ids
 * go through this one parser.
 */
export const decimalIdParam = (messages: IdParamMessages) =>
  z.string().transform((text, ctx): number => {
    const problem = decimalIdProblem(text, messages);
    if (problem === undefined) return Number(text);
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });

export const IdParamSchema = decimalIdParam({
  type: 'Id must be a number',
  int: 'Id must be a whole number',
  min: 'Id must be 1 or more',
  max: 'Id is too large',
});

const gameweekRange = `Gameweek must be between ${FIRST_GAMEWEEK} and ${LAST_GAMEWEEK}`;

/** A gameweek in a path segment ('5'), decimal digits only like every id. */
export const GameweekSchema = decimalIdParam({
  type: 'Gameweek must be a number',
  int: 'Gameweek must be a whole number',
  min: gameweekRange,
  max: gameweekRange,
}).pipe(z.number().min(FIRST_GAMEWEEK, gameweekRange).max(LAST_GAMEWEEK, gameweekRange));

/** The one error body every service answers with. `message` is written for a person. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Field-level problems, when the request failed validation. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({
  service: z.string(),
  status: z.enum(['ok', 'starting', 'degraded']),
  storage: z.enum(['sqlite', 'postgres', 'mongodb']),
  queue: z.enum(['bullmq', 'in-process']),
  uptimeSeconds: z.number(),
  /** What is down or failed, and why, when status is 'degraded': database, redis, import. */
  problems: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type Health = z.infer<typeof HealthSchema>;
