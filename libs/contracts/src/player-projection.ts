import { z } from 'zod';
import { minutesProblem } from './solver-limits';

const part = z.number();

/** One upcoming gameweek of a player's projection, part by part; the parts add up to `xpts`. */
export const GameweekProjectionSchema = z.object({
  gameweek: z.number().int(),
  /** Over all his fixtures that gameweek (0 in a blank). */
  expectedMinutes: z.number(),
  /** In each fixture: the chance he plays, and plays 60 minutes or more. */
  chanceToPlay: z.number(),
  chanceOf60: z.number(),
  parts: z.object({
    appearance: part,
    goals: part,
    assists: part,
    /** With the goals-conceded deductions. */
    cleanSheet: part,
    /** With penalty saves. */
    saves: part,
    bonus: part,
    defensiveContributions: part,
    /** Cards, own goals and missed penalties. */
    cards: part,
  }),
  xpts: z.number(),
});
export type GameweekProjection = z.infer<typeof GameweekProjectionSchema>;

/** GET /api/players/{id}/projection (issue 30 item 6): the next gameweeks from the season clock. */
export const PlayerProjectionSchema = z.object({
  playerId: z.number().int(),
  /** The season clock the projection was made at (results up to this gameweek). */
  asOfGameweek: z.number().int(),
  /** Asked with ?minutes=: the minutes he was set to play in each match (decision 217); absent for ours. */
  setMinutes: z.number().int().optional(),
  gameweeks: z.array(GameweekProjectionSchema),
});
export type PlayerProjectionDetail = z.infer<typeof PlayerProjectionSchema>;

/** GET /api/players/{id}/projection?minutes=M: his projection as if he played M minutes in each of his matches. */
export const ProjectionQuerySchema = z.object({
  minutes: z.string().optional().superRefine((text, ctx) => {
    const problem = text === undefined ? undefined : minutesProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }).transform((text) => (text === undefined ? undefined : Number(text))),
});
export type ProjectionQuery = z.infer<typeof ProjectionQuerySchema>;

/** How many gameweeks ahead the detail covers (with ?minutes=, as many as a solve plans: SOLVER_MAX_HORIZON). */
export const PROJECTION_DETAIL_GAMEWEEKS = 6;
