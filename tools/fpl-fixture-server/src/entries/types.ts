import type { SeasonData } from '@draftroom/fpl-data';

/**
 * Manager teams the fixture server answers for (/entry/{id}/...), in the official API's shapes.
 * They are built from real players of the season so that the planner's rules (quotas, clubs,
 * prices) meet real data.
 */
export interface FixturePick {
  element: number;
  position: number;
  multiplier: number;
  is_captain: boolean;
  is_vice_captain: boolean;
  element_type: number;
}

export interface FixtureGameweek {
  active_chip: string | null;
  entry_history: {
    event: number; points: number; total_points: number; rank: number | null; overall_rank: number | null;
    bank: number; value: number; event_transfers: number; event_transfers_cost: number; points_on_bench: number;
  };
  picks: FixturePick[];
}

export interface FixtureTransfer {
  element_in: number; element_in_cost: number; element_out: number; element_out_cost: number;
  entry: number; event: number; time: string;
}

export interface FixtureEntry {
  id: number;
  name: string;
  /** Picks by gameweek. */
  gameweeks: Record<number, FixtureGameweek>;
  transfers: FixtureTransfer[];
}

export type EntryBuilder = (season: SeasonData) => FixtureEntry[];
