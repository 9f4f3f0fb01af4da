import { z } from 'zod';

/**
 * Shapes of the official game's public API, as far as Draftroom reads them. Nothing the upstream
 * sends is trusted: every answer is parsed here. Numbers that the API sends as strings
 * ("0.45", "34.5") are coerced; unknown fields are ignored.
 */
const count = z.coerce.number().int().catch(0);
const decimal = z.coerce.number().catch(0);

export const UpstreamTeamSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  strength: count,
  strength_overall_home: count,
  strength_overall_away: count,
  strength_attack_home: count,
  strength_attack_away: count,
  strength_defence_home: count,
  strength_defence_away: count,
});

export const UpstreamElementSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  first_name: z.string(),
  second_name: z.string(),
  web_name: z.string(),
  element_type: z.number().int(),
  team: z.number().int(),
  now_cost: z.number().int(),
  total_points: count,
  selected_by_percent: decimal,
  status: z.string().catch('a'),
  chance_of_playing_next_round: z.number().nullable().catch(null),
  news: z.string().catch(''),
  minutes: count,
  /** The game's forecast for the next gameweek (kept as the benchmark of our xPts). */
  ep_next: decimal,
});

export const UpstreamEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deadline_time: z.string().nullable(),
  finished: z.boolean(),
  is_current: z.boolean(),
  is_next: z.boolean(),
});

export const BootstrapStaticSchema = z.object({
  events: z.array(UpstreamEventSchema),
  teams: z.array(UpstreamTeamSchema),
  elements: z.array(UpstreamElementSchema),
  total_players: count.optional(),
});
export type BootstrapStatic = z.infer<typeof BootstrapStaticSchema>;

export const UpstreamFixtureSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  event: z.number().int().nullable(),
  kickoff_time: z.string().nullable(),
  team_h: z.number().int(),
  team_a: z.number().int(),
  team_h_difficulty: z.number().int(),
  team_a_difficulty: z.number().int(),
  finished: z.boolean(),
  team_h_score: z.number().int().nullable(),
  team_a_score: z.number().int().nullable(),
});
export const FixturesSchema = z.array(UpstreamFixtureSchema);
export type UpstreamFixture = z.infer<typeof UpstreamFixtureSchema>;

/** One entry of element-summary history: a player in one fixture. */
export const UpstreamHistorySchema = z.object({
  element: z.number().int(),
  fixture: z.number().int(),
  opponent_team: z.number().int(),
  total_points: count,
  was_home: z.boolean(),
  kickoff_time: z.string().nullable(),
  round: z.number().int(),
  minutes: count,
  goals_scored: count,
  assists: count,
  clean_sheets: count,
  goals_conceded: count,
  own_goals: count,
  penalties_saved: count,
  penalties_missed: count,
  yellow_cards: count,
  red_cards: count,
  saves: count,
  bonus: count,
  bps: count,
  influence: decimal,
  creativity: decimal,
  threat: decimal,
  ict_index: decimal,
  starts: count,
  expected_goals: decimal,
  expected_assists: decimal,
  expected_goal_involvements: decimal,
  expected_goals_conceded: decimal,
  value: count,
  selected: count,
  transfers_in: count,
  transfers_out: count,
  clearances_blocks_interceptions: z.coerce.number().nullable().optional(),
  recoveries: z.coerce.number().nullable().optional(),
  tackles: z.coerce.number().nullable().optional(),
  defensive_contribution: z.coerce.number().nullable().optional(),
});
export const ElementSummarySchema = z.object({ history: z.array(UpstreamHistorySchema) });
export type UpstreamHistory = z.infer<typeof UpstreamHistorySchema>;

export const EventLiveSchema = z.object({
  elements: z.array(
    z.object({
      id: z.number().int(),
      stats: z.object({ minutes: count, total_points: count, goals_scored: count, assists: count, bonus: count }),
    }),
  ),
});
export type EventLive = z.infer<typeof EventLiveSchema>;

/** A manager's picks for one gameweek. */
export const EntryPicksSchema = z.object({
  // wildcard, freehit, 3xc, bboost (and chips the game may add later)
  active_chip: z.string().nullable(),
  entry_history: z.object({
    event: z.number().int(),
    points: count,
    total_points: count,
    rank: z.number().int().nullable().catch(null),
    overall_rank: z.number().int().nullable().catch(null),
    bank: z.number().int(),
    value: z.number().int(),
    event_transfers: count,
    event_transfers_cost: count,
    points_on_bench: count,
  }),
  picks: z
    .array(
      z.object({
        element: z.number().int(),
        position: z.number().int().min(1).max(15),
        multiplier: z.number().int(),
        is_captain: z.boolean(),
        is_vice_captain: z.boolean(),
        element_type: z.number().int().min(1).max(5),
      }),
    )
    // Fifteen in the game; a few more would be a new rule, thousands an attack (issue 11 item 8).
    .min(1)
    .max(20),
});
export type EntryPicks = z.infer<typeof EntryPicksSchema>;

export const EntryTransfersSchema = z.array(
  z.object({
    element_in: z.number().int(),
    element_in_cost: z.number().int(),
    element_out: z.number().int(),
    element_out_cost: z.number().int(),
    entry: z.number().int(),
    event: z.number().int(),
    time: z.string().max(40),
  }),
).max(2000);
export type EntryTransfers = z.infer<typeof EntryTransfersSchema>;
