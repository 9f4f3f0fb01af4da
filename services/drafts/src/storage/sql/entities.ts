import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { DraftPlayer } from '@draftroom/contracts';
import { IdempotentRequestRow, columnTypes } from '@draftroom/nest-kit';

/**
 * The drafts service's tables in the embedded SQLite file (decision 190: drafts are on MongoDB or
 * SQLite, never PostgreSQL). A draft's player list is a JSON document; site ownership is counted
 * from the drafts list in memory (decision 192), so no table repeats it per player.
 */
const types = columnTypes('sqlite');
const int = { type: 'integer' } as const;

@Entity('drafts')
export class DraftRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 60 }) name!: string;
  /** The name's confusables skeleton (names/name-key.ts): unique by index, so look-alikes are one name. */
  @Index('UQ_drafts_name_key', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  nameKey!: string;
  @Column({ type: 'simple-json' }) selectedPlayers!: number[];
  /** The rows of before the column get '2025-26' (UNRECORDED_DRAFT_SEASON): the season they were saved in. */
  @Column({ type: 'varchar', length: 7, default: '2025-26' }) season!: string;
  /** The players at save time (DraftPlayerSchema); null on rows saved before they were recorded. */
  @Column({ type: 'simple-json', nullable: true }) players!: DraftPlayer[] | null;
  /** Cost in tenths of £m as recomputed from prices at save time. */
  @Column(int) totalCostTenths!: number;
  @Column({ type: 'simple-json' }) positionCounts!: Record<string, number>;
  @Column({ type: 'simple-json' }) teamCounts!: Record<string, number>;
  @Column({ type: 'integer', default: 0 }) upvotes!: number;
  @Column({ type: 'integer', default: 0 }) downvotes!: number;
  @Index('IDX_drafts_created_at')
  @Column({ type: types.timestamp })
  createdAt!: Date;
}

@Entity('draft_votes')
@Index('IDX_draft_votes_session', ['sessionId'])
export class DraftVoteRow {
  @PrimaryColumn(int) draftId!: number;
  @PrimaryColumn({ type: 'varchar', length: 64 }) sessionId!: string;
  @Column({ type: 'varchar', length: 4 }) voteType!: 'up' | 'down';
  @Column({ type: types.timestamp }) votedAt!: Date;
}

const pick = { type: 'integer', nullable: true } as const;

@Entity('predictions')
export class PredictionRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 30 }) username!: string;
  @Index('UQ_predictions_username_key', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  usernameKey!: string;
  @Column({ type: types.timestamp }) createdAt!: Date;
  @Column(pick) topGK!: number | null;
  @Column(pick) topGKPoints!: number | null;
  @Column(pick) topDEF!: number | null;
  @Column(pick) topDEFPoints!: number | null;
  @Column(pick) topMID!: number | null;
  @Column(pick) topMIDPoints!: number | null;
  @Column(pick) topFWD!: number | null;
  @Column(pick) topFWDPoints!: number | null;
  @Column(pick) mostGoals!: number | null;
  @Column(pick) mostGoalsCount!: number | null;
  @Column(pick) mostAssists!: number | null;
  @Column(pick) mostAssistsCount!: number | null;
  @Column(pick) mostCleanSheets!: number | null;
  @Column(pick) mostCleanSheetsCount!: number | null;
}

export const DRAFTS_ENTITIES = [DraftRow, DraftVoteRow, PredictionRow, IdempotentRequestRow];
