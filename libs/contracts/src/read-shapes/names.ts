/** The answers pages check with a read shape instead of zod (decision 085); tools/scripts/read-shapes.mjs writes them. */
export const READ_SHAPE_SCHEMAS = [
  'PlayerListSchema', 'FixtureListSchema', 'SeasonInfoSchema', 'TeamListSchema',
  'DraftSchema', 'DraftListSchema', 'MyVotesSchema', 'OwnershipListSchema', 'PredictionSchema', 'PredictionListSchema',
  'BestDraftResultSchema', 'SuggestTransfersResultSchema', 'SensitivityResultSchema', 'SolverJobSchema', 'SolverJobStartedSchema',
  'GameweekPointsSchema', 'XptsAccuracySchema', 'PlayerGameweeks2425Schema', 'PlayerGameweeks2526Schema',
  'SeasonStats2425Schema', 'SeasonStats2526Schema', 'SeasonListSchema',
  'SavedPlanSchema', 'SavedPlanListSchema', 'SavePlanResultSchema', 'TeamPicksSchema', 'TeamTransferListSchema',
  'PlayerProjectionSchema', 'PriceMovesSchema',
] as const;
