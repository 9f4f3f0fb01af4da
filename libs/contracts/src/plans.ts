import { z } from 'zod';
import { CHIPS, FIRST_GAMEWEEK, LAST_GAMEWEEK, MAX_FREE_TRANSFERS, TEAM_FORMATIONS } from '@draftroom/domain';
import { TeamIdSchema, TeamIdParamSchema } from './fpl-team';
import { textField } from './text';

/**
 * Saved transfer plans (spec 3 'Saved plan' and 'Transfer record', spec 7 save-plan,
 * save-fpl-plan and saved-plans). Money in a plan is counted in tenths of £m, the game's own
 * unit (bankAmount 15 = £1.5m, playerInPrice 55 = £5.5m), so sums never drift.
 */
const gameweekRange = `Gameweek must be between ${FIRST_GAMEWEEK} and ${LAST_GAMEWEEK}`;

export const PlanGameweekSchema = z
  .number({ error: 'Gameweek must be a number' })
  .int('Gameweek must be a whole number')
  .min(FIRST_GAMEWEEK, gameweekRange)
  .max(LAST_GAMEWEEK, gameweekRange);

const isGameweekKey = (key: string): boolean => /^\d{1,2}$/.test(key) && PlanGameweekSchema.safeParse(Number(key)).success;

export const PlayerIdSchema = z.number({ error: 'Player id must be a number' }).int('Player id must be a whole number').positive('Player id must be 1 or more');

/**
 * Most a plan's bank may hold, in tenths: £200.0m. A bank is what a team has not spent of its
 * value, and no real team has ever been worth more than about £115m, so twice the budget leaves
 * room for any real plan and keeps 2^53 - 1 out of the store (issue 29).
 */
export const MAX_BANK_TENTHS = 2000;

/** Tenths of £m: 0 to MAX_BANK_TENTHS for a bank, 1 (£0.1m) or more for a price. */
const bankTenths = z.number({ error: 'Bank must be a number' }).int('Bank is counted in tenths of £m (a whole number)').min(0, 'Bank cannot be negative')
  .max(MAX_BANK_TENTHS, `Bank cannot be more than £${MAX_BANK_TENTHS / 10}.0m`);
const priceTenths = z.number({ error: 'Price must be a number' }).int('Prices are counted in tenths of £m (whole numbers)').min(1, 'Price must be at least £0.1m');

export const PLAN_NAME_MAX_LENGTH = 80;
const planNameTooLong = `Plan name must be at most ${PLAN_NAME_MAX_LENGTH} characters`;

export const PlanNameSchema = textField({ label: 'Plan name', max: PLAN_NAME_MAX_LENGTH, required: 'Plan name is required', tooLong: planNameTooLong });

export const PlanFormationSchema = z.enum(TEAM_FORMATIONS, { error: `Formation must be one of ${TEAM_FORMATIONS.join(', ')}` });

/** A chip by the official game's name: wildcard, freehit, bboost (Bench Boost), 3xc (Triple Captain). */
export const PlanChipSchema = z.enum(CHIPS, { error: `Chip must be one of ${CHIPS.join(', ')}` });
export type PlanChip = z.infer<typeof PlanChipSchema>;

/** The manager's count of free transfers for the plan's first gameweek, when the history's is not right. */
const firstGameweekFreeTransfers = z.number({ error: 'Free transfers must be a number' }).int('Free transfers must be a whole number')
  .min(0, 'Free transfers cannot be negative').max(MAX_FREE_TRANSFERS, `Free transfers can be at most ${MAX_FREE_TRANSFERS}`);

/** Where a saved plan starts: a real team's picks ('team'), or a squad of its own, as from a draft ('draft'). */
export const PlanOriginSchema = z.enum(['team', 'draft']);
export type PlanOrigin = z.infer<typeof PlanOriginSchema>;

/** The plan's private owner key, shown once on save: it lists the plan first and lets its owner save over it. */
export const OwnerKeySchema = z.string({ error: 'The owner key must be text' }).trim().min(16, 'That is not an owner key').max(64, 'That is not an owner key')
  .regex(/^[A-Za-z0-9_-]+$/, 'That is not an owner key');

/** Saving over a plan: its id and the owner key it was saved with. */
const replacesInput = z.object({ id: z.number().int().positive('Plan id must be 1 or more'), ownerKey: OwnerKeySchema }).optional();

export const TransferRecordSchema = z.object({
  gameweek: PlanGameweekSchema,
  playerOut: PlayerIdSchema,
  playerIn: PlayerIdSchema,
  wasFreeTransfer: z.boolean({ error: 'wasFreeTransfer must be true or false' }),
  playerOutPrice: priceTenths,
  playerInPrice: priceTenths,
});
export type TransferRecordPayload = z.infer<typeof TransferRecordSchema>;

/** One gameweek of a plan as sent: its fifteen, and optionally how they line up. */
export const PlanSquadInputSchema = z.object({
  players: z.array(PlayerIdSchema).max(30, 'A squad needs 15 players'),
  formation: PlanFormationSchema.optional(),
  /** The eleven on the pitch. */
  pitchPlayers: z.array(PlayerIdSchema).max(30, 'The pitch needs 11 players').optional(),
  bankAmount: bankTenths.optional(),
  captain: PlayerIdSchema.nullable().optional(),
  viceCaptain: PlayerIdSchema.nullable().optional(),
  chip: PlanChipSchema.nullable().optional(),
});

/** A record keyed by gameweek ('5': ...); a bad key is reported with the gameweek rule itself. */
const perGameweek = <V extends z.ZodType>(value: V) =>
  z.record(z.string(), value).superRefine((record, ctx) => {
    for (const key of Object.keys(record)) {
      if (!isGameweekKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: gameweekRange });
    }
  });
const squadsInput = perGameweek(z.union([PlanSquadInputSchema, z.array(PlayerIdSchema).max(30, 'A squad needs 15 players')])).refine(
  (squads) => Object.keys(squads).length > 0,
  { error: 'A plan needs the squad of at least one gameweek' },
);
const transfersInput = z.array(TransferRecordSchema).max(38 * 15, 'Too many transfers in one plan');

/** POST /api/save-plan (spec 7): a squad per gameweek may be a plain list of fifteen ids. */
export const SavePlanSchema = z.object({
  name: PlanNameSchema,
  teamId: TeamIdSchema,
  gameweekSquads: squadsInput,
  transferHistory: transfersInput,
  gameweekBankAmounts: perGameweek(bankTenths).optional(),
  firstGameweekFreeTransfers: firstGameweekFreeTransfers.optional(),
  replaces: replacesInput,
});
export type SavePlan = z.infer<typeof SavePlanSchema>;

/** POST /api/save-fpl-plan (spec 7): the Team Manager's save, with formations and elevens. */
export const SaveFplPlanSchema = z.object({
  teamId: TeamIdSchema,
  planName: PlanNameSchema,
  gameweekSquads: squadsInput,
  transferHistory: transfersInput,
  gameweekFormations: perGameweek(PlanFormationSchema).optional(),
  gameweekPitchPlayers: perGameweek(z.array(PlayerIdSchema).max(30, 'The pitch needs 11 players')).optional(),
  gameweekBankAmounts: perGameweek(bankTenths).optional(),
  firstGameweekFreeTransfers: firstGameweekFreeTransfers.optional(),
  replaces: replacesInput,
});
export type SaveFplPlan = z.infer<typeof SaveFplPlanSchema>;

/** One gameweek of a stored plan: always complete. */
export const PlanSquadSchema = z.object({
  players: z.array(z.number().int()),
  formation: PlanFormationSchema,
  pitchPlayers: z.array(z.number().int()),
  bankAmount: z.number().int(),
  captain: z.number().int().nullable(),
  viceCaptain: z.number().int().nullable(),
  chip: PlanChipSchema.nullable().optional(),
});
export type PlanSquad = z.infer<typeof PlanSquadSchema>;

/** GET /api/saved-plans/{id}. */
export const SavedPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamId: z.number().int(),
  /** Plans saved before the origin was recorded answer 'team', as they were opened then. */
  origin: PlanOriginSchema,
  createdAt: z.string(),
  gameweekSquads: z.record(z.string(), PlanSquadSchema),
  transferHistory: z.array(TransferRecordSchema),
  gameweekFormations: z.record(z.string(), PlanFormationSchema),
  gameweekPitchPlayers: z.record(z.string(), z.array(z.number().int())),
  gameweekBankAmounts: z.record(z.string(), z.number().int()),
  /** Set when the manager corrected the first gameweek's free transfers. */
  firstGameweekFreeTransfers: z.number().int().optional(),
});
export type SavedPlan = z.infer<typeof SavedPlanSchema>;

/** A plan in the GET /api/saved-plans list: what its card shows. */
export const SavedPlanSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamId: z.number().int(),
  createdAt: z.string(),
  transfersMade: z.number().int(),
  firstGameweek: z.number().int(),
  lastGameweek: z.number().int(),
  /** The chips the plan plays, by gameweek. */
  chips: z.array(z.object({ chip: PlanChipSchema, gameweek: z.number().int() })).optional(),
  /** The plan the search's owner key names: listed first. */
  owned: z.boolean().optional(),
});
export type SavedPlanSummary = z.infer<typeof SavedPlanSummarySchema>;
export const SavedPlanListSchema = z.array(SavedPlanSummarySchema);

/** The answer to both save calls: the stored plan's id. */
export const SavePlanResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teamId: z.number().int(),
  createdAt: z.string(),
  /** Shown once: the key to find the plan first and to save over it. */
  ownerKey: z.string().optional(),
  /** True when the save replaced the plan named in `replaces`. */
  replaced: z.boolean().optional(),
});
export type SavePlanResult = z.infer<typeof SavePlanResultSchema>;

/** Most plans one search answers with (newest first). */
export const SAVED_PLANS_LIMIT = 100;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/saved-plans?teamId=&name=: either filter; the name matches as a case-insensitive substring. */
export const SavedPlansQuerySchema = z
  .object({
    teamId: z.preprocess(blankToUndefined, TeamIdParamSchema.optional()),
    name: z.preprocess(blankToUndefined, textField({ label: 'Plan name', max: PLAN_NAME_MAX_LENGTH, tooLong: planNameTooLong }).optional()),
    key: z.preprocess(blankToUndefined, OwnerKeySchema.optional()),
  })
  .refine((q) => q.teamId !== undefined || q.name !== undefined || q.key !== undefined, { error: 'Enter a team ID or a plan name to search for plans' });
export type SavedPlansQuery = z.infer<typeof SavedPlansQuerySchema>;
