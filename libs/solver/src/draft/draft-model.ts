import { MAX_PER_CLUB, POSITION_IDS, squadQuota, type PositionId } from '@draftroom/domain';
import { addLineupRows, type LineupRows } from '../model/lineup-rows';
import { ModelBuilder, sumOf, type LinearModel } from '../model/model-builder';
import type { SolverPlayer } from '../types';

export interface DraftSpec {
  horizon: number;
  budget: number;
  benchWeight: number;
  locked: ReadonlySet<number>;
  /** Rules that may be switched off to find out which one makes a request infeasible. */
  relax?: { clubLimit?: boolean; budget?: boolean };
}

export interface DraftModel {
  model: LinearModel;
  players: readonly SolverPlayer[];
  /** squad[i]: player i is in the fifteen (binary). */
  squad: number[];
  quotaRows: Record<PositionId, number>;
  clubRows: Map<number, number>;
  budgetRow: number;
  lineups: LineupRows[];
}

/**
 * Best draft as a MIP: one binary per player (in the squad or not), quotas 2/5/5/3, at most 3
 * per club, cost within the budget, locked players fixed in; then, for every gameweek of the
 * horizon, the best eleven, captain and weighted bench of that one squad (`addLineupRows`).
 */
export function buildDraftModel(players: readonly SolverPlayer[], spec: DraftSpec, strict = true): DraftModel {
  const builder = new ModelBuilder();
  const squad = players.map((p) => builder.addColumn({ integer: true, lower: spec.locked.has(p.id) ? 1 : 0 }));
  const quotaRows = {} as Record<PositionId, number>;
  for (const position of POSITION_IDS) {
    const columns = squad.filter((_, i) => players[i].position === position);
    quotaRows[position] = builder.addRow(sumOf(columns), squadQuota(position), squadQuota(position));
  }
  const clubRows = new Map<number, number>();
  for (const club of new Set(players.map((p) => p.club))) {
    const columns = squad.filter((_, i) => players[i].club === club);
    const limit = spec.relax?.clubLimit ? Infinity : MAX_PER_CLUB;
    clubRows.set(club, builder.addRow(sumOf(columns), -Infinity, limit));
  }
  const budgetRow = builder.addRow(
    squad.map((column, i) => ({ column, coefficient: players[i].price })),
    -Infinity,
    spec.relax?.budget ? Infinity : spec.budget,
  );
  const lineups: LineupRows[] = [];
  for (let gw = 0; gw < spec.horizon; gw += 1) {
    lineups.push(addLineupRows(builder, players, (i) => squad[i], gw, 1, spec.benchWeight, strict));
  }
  return { model: builder.build(), players, squad, quotaRows, clubRows, budgetRow, lineups };
}
