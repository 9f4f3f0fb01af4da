import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { columnTypes } from '@draftroom/nest-kit';
import { foldForSearch } from '@draftroom/domain';
import type { PlanSquad, TransferRecordPayload } from '@draftroom/contracts';

/** The plan itself, stored as one JSON document: the squads by gameweek and the transfers. */
export interface PlanDocument {
  gameweekSquads: Record<string, PlanSquad>;
  transferHistory: TransferRecordPayload[];
}

const SEARCH_NAME_LENGTH = 160;

/**
 * A plan name folded for search, cut to its column: folding keeps almost every name within twice its
 * length, and the few letters that NFD splits into three (a Hebrew letter with two marks) only lose
 * the end of a very long name from substring search, never the save (decision 070).
 */
export const searchNameOf = (name: string): string => Array.from(foldForSearch(name)).slice(0, SEARCH_NAME_LENGTH).join('');

/**
 * One saved plan. The document is the plan; the other columns are what the list and the
 * searches need without reading it (team id, folded name, counts, gameweek range).
 */
@Entity('plans')
@Index('IDX_plans_team_created', ['teamId', 'createdAt'])
export class PlanRow {
  @PrimaryGeneratedColumn({ type: 'integer' }) id!: number;
  @Column({ type: 'varchar', length: 80 }) name!: string;
  /** The name folded for case- and accent-insensitive substring search. */
  @Column({ type: 'varchar', length: SEARCH_NAME_LENGTH }) searchName!: string;
  @Column({ type: 'integer' }) teamId!: number;
  @Column({ type: columnTypes().timestamp }) createdAt!: Date;
  @Column({ type: 'integer' }) transfersMade!: number;
  @Column({ type: 'integer' }) firstGameweek!: number;
  @Column({ type: 'integer' }) lastGameweek!: number;
  @Column({ type: 'simple-json' }) document!: PlanDocument;
}
