import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { columnTypes } from '@draftroom/nest-kit';
import { foldForSearch } from '@draftroom/domain';
import type { PlanChip, PlanOrigin, PlanSquad, TransferRecordPayload } from '@draftroom/contracts';

/** The plan itself, stored as one JSON document: the squads by gameweek and the transfers. */
export interface PlanDocument {
  gameweekSquads: Record<string, PlanSquad>;
  transferHistory: TransferRecordPayload[];
  /** The manager's count of the first gameweek's free transfers, when corrected. */
  firstGameweekFreeTransfers?: number;
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
@Index('IDX_plans_owner_key', ['ownerKeyHash'])
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
  /** SHA-256 of the plan's owner key (hex); the key itself is shown once and never stored. Null for older plans. */
  @Column({ type: 'varchar', length: 64, nullable: true }) ownerKeyHash!: string | null;
  /** Where the plan starts (a team's picks, or its own squad as from a draft); null for plans saved before it was recorded. */
  @Column({ type: 'varchar', length: 8, nullable: true }) origin!: PlanOrigin | null;
  /** The chips the plan plays, for the list. */
  @Column({ type: 'simple-json', nullable: true }) chips!: Array<{ chip: PlanChip; gameweek: number }> | null;
}
