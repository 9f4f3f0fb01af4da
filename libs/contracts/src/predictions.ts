import { z } from 'zod';
import { textField } from './text';
import { LEADER_PICKS, MAX_PREDICTED_POINTS, PREDICTION_USERNAME_MAX_LENGTH, TOP_PICKS } from './prediction-picks';

/** A pick is a player id from /api/players; null when the predictor left it out ('No selection'). */
const pick = z.number().int().nullable();
const amount = z.number().int().nullable();

export const PredictionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
  topGK: pick, topGKPoints: amount,
  topDEF: pick, topDEFPoints: amount,
  topMID: pick, topMIDPoints: amount,
  topFWD: pick, topFWDPoints: amount,
  mostGoals: pick, mostGoalsCount: amount,
  mostAssists: pick, mostAssistsCount: amount,
  mostCleanSheets: pick, mostCleanSheetsCount: amount,
});
export type Prediction = z.infer<typeof PredictionSchema>;
export const PredictionListSchema = z.array(PredictionSchema);

const pickIn = z.number({ error: 'Pick a player from the list' }).int().positive().nullable().optional();
const points = (label: string) =>
  z.number({ error: `${label}: enter a whole number` }).int(`${label}: enter a whole number`)
    .min(0, `${label}: cannot be negative`).max(MAX_PREDICTED_POINTS, `${label}: at most ${MAX_PREDICTED_POINTS}`)
    .nullable().optional();
const count = (label: string, max: number) =>
  z.number({ error: `${label}: enter a whole number` }).int(`${label}: enter a whole number`)
    .min(0, `${label}: cannot be negative`).max(max, `${label}: at most ${max}`)
    .nullable().optional();

/**
 * POST /api/predictions (beyond the spec, which only lists them). Each pick comes with its number
 * and each number with its pick; at least one pick; the server also checks the players exist and
 * that the top picks play in the named position.
 */
export const SavePredictionSchema = z
  .object({
    username: textField({ label: 'Username', max: PREDICTION_USERNAME_MAX_LENGTH, required: 'Username required' }),
    topGK: pickIn, topGKPoints: points('Top Goalkeeper points'),
    topDEF: pickIn, topDEFPoints: points('Top Defender points'),
    topMID: pickIn, topMIDPoints: points('Top Midfielder points'),
    topFWD: pickIn, topFWDPoints: points('Top Forward points'),
    mostGoals: pickIn, mostGoalsCount: count('Most Goals count', 80),
    mostAssists: pickIn, mostAssistsCount: count('Most Assists count', 60),
    mostCleanSheets: pickIn, mostCleanSheetsCount: count('Most Clean Sheets count', 38),
  })
  .superRefine((value, ctx) => {
    const pairs = [
      ...TOP_PICKS.map((p) => [p.key, p.points, p.label, 'points'] as const),
      ...LEADER_PICKS.map((p) => [p.key, p.count, p.label, 'count'] as const),
    ];
    let picks = 0;
    for (const [key, amountKey, label, noun] of pairs) {
      const hasPick = value[key] != null;
      const hasAmount = value[amountKey] != null;
      if (hasPick) picks += 1;
      if (hasPick && !hasAmount) ctx.addIssue({ code: 'custom', path: [amountKey], message: `${label}: enter the ${noun} you predict` });
      if (!hasPick && hasAmount) ctx.addIssue({ code: 'custom', path: [key], message: `${label}: pick a player for the ${noun} you entered` });
    }
    if (picks === 0) ctx.addIssue({ code: 'custom', path: [], message: 'Make at least one prediction' });
  });
export type SavePrediction = z.infer<typeof SavePredictionSchema>;
