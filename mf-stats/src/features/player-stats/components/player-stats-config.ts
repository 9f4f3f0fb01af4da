import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SeasonFilterOptions, SeasonRowLike, StatsPosition } from '@draftroom/domain';
import type { TableColumn } from '@draftroom/ui';
import type { ColumnGroup } from './column-toggles';

export interface SeasonRowBase extends SeasonRowLike {
  player_id: number;
  player_position: StatsPosition;
}

export interface GameweekRowBase {
  gw: number;
  opponent: string;
  minutes_played: number;
}

export interface StatsColumnGroup<G extends string> extends ColumnGroup<G> {
  /** Shown only on the Season Totals tab (25/26's Per 90'). */
  seasonOnly?: boolean;
}

/** What differs between the 24/25 and 25/26 screens; the screen itself is shared. */
export interface PlayerStatsConfig<R extends SeasonRowBase, W extends GameweekRowBase, G extends string> {
  /** Prefix of element ids ('ps2425'). */
  id: string;
  useSeasonRows: () => UseQueryResult<R[]>;
  useGameweekRows: (playerId: number | null) => UseQueryResult<W[]>;
  groups: readonly StatsColumnGroup<G>[];
  defaultGroups: readonly G[];
  seasonColumns: Readonly<Record<G, TableColumn<R>[]>>;
  /** Per-GW columns: the fixed ones, then per group; by the chosen player's position. */
  gameweekColumns: (position: StatsPosition) => { fixed: TableColumn<W>[]; groups: Partial<Record<G, TableColumn<W>[]>> };
  sortOptions: ReadonlyArray<{ key: string; label: string }>;
  sortKeys: readonly string[];
  defaultSort: string;
  filterOptions?: SeasonFilterOptions;
  /** A player detail dialog opened from the player's name (25/26). */
  renderPlayerDetail?: (args: { row: R; close: () => void; showGameweeks: () => void }) => ReactNode;
}
