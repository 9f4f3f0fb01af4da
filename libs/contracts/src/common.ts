import { z } from 'zod';
import { FIRST_GAMEWEEK, LAST_GAMEWEEK } from '@draftroom/domain';

export const GameweekSchema = z.coerce
  .number({ error: 'Gameweek must be a number' })
  .int('Gameweek must be a whole number')
  .min(FIRST_GAMEWEEK, `Gameweek must be between ${FIRST_GAMEWEEK} and ${LAST_GAMEWEEK}`)
  .max(LAST_GAMEWEEK, `Gameweek must be between ${FIRST_GAMEWEEK} and ${LAST_GAMEWEEK}`);

/** A positive whole-number id taken from a path segment or query string. */
export const IdParamSchema = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be 1 or more')
  .max(2_147_483_647, 'Id is too large');

/**
 * A path id written as decimal digits only ('16', never '0x10', '1e3', '+16' or ' 16'), with the
 * messages of `IdParamSchema`. `IdParamSchema` coerces with `Number()`, which reads hex and
 * exponent forms, so '/api/player-gw-data/0x10' answered player 16 (decision 048).
 */
export const DecimalIdParamSchema = z.string().transform((text, ctx): number => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return fail('Id must be a number');
  if (text.includes('.')) return fail('Id must be a whole number');
  if (text.startsWith('-') || /^0+$/.test(text)) return fail('Id must be 1 or more');
  const id = Number(text);
  return id > 2_147_483_647 ? fail('Id is too large') : id;
});

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
  storage: z.enum(['sqlite', 'postgres']),
  queue: z.enum(['bullmq', 'in-process']),
  uptimeSeconds: z.number(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type Health = z.infer<typeof HealthSchema>;
