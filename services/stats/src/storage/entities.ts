import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { columnTypes } from '@draftroom/nest-kit';

/**
 * The stats service's own tables. Every row carries its season ('2025-26'); ids are those of
 * the season. Columns mirror libs/fpl-data's records so loading is a straight copy.
 */
const types = columnTypes();
const int = { type: 'integer' } as const;
const dbl = { type: 'double precision' } as const;

@Entity('teams')
export class TeamRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) id!: number;
  @Column(int) code!: number;
  @Column({ type: 'varchar', length: 60 }) name!: string;
  @Column({ type: 'varchar', length: 5 }) shortName!: string;
  @Column(int) strength!: number;
  @Column(int) strengthOverallHome!: number;
  @Column(int) strengthOverallAway!: number;
  @Column(int) strengthAttackHome!: number;
  @Column(int) strengthAttackAway!: number;
  @Column(int) strengthDefenceHome!: number;
  @Column(int) strengthDefenceAway!: number;
}

@Entity('players')
export class PlayerRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) id!: number;
  @Column(int) code!: number;
  @Column({ type: 'varchar', length: 100 }) firstName!: string;
  @Column({ type: 'varchar', length: 100 }) secondName!: string;
  @Column({ type: 'varchar', length: 100 }) webName!: string;
  @Column(int) position!: number;
  @Column(int) teamId!: number;
  @Column(int) nowCost!: number;
  @Column(int) totalPoints!: number;
  @Column(dbl) selectedByPercent!: number;
  @Column({ type: 'varchar', length: 2 }) status!: string;
  @Column({ type: 'integer', nullable: true }) chanceOfPlayingNextRound!: number | null;
  @Column({ type: 'text' }) news!: string;
  @Column(int) minutes!: number;
}

@Entity('fixtures')
export class FixtureRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) id!: number;
  @Column(int) code!: number;
  @Column({ type: 'integer', nullable: true }) gameweek!: number | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) kickoff!: string | null;
  @Column(int) homeTeamId!: number;
  @Column(int) awayTeamId!: number;
  @Column(int) homeDifficulty!: number;
  @Column(int) awayDifficulty!: number;
  @Column({ type: 'boolean' }) finished!: boolean;
  @Column({ type: 'integer', nullable: true }) homeScore!: number | null;
  @Column({ type: 'integer', nullable: true }) awayScore!: number | null;
}

@Entity('appearances')
@Index('IDX_appearances_season_gameweek', ['season', 'gameweek'])
export class AppearanceRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) playerId!: number;
  @PrimaryColumn(int) fixtureId!: number;
  @Column(int) gameweek!: number;
  @Column({ type: 'boolean' }) wasHome!: boolean;
  @Column(int) opponentTeamId!: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) kickoff!: string | null;
  @Column(int) minutes!: number;
  @Column(int) starts!: number;
  @Column(int) goals!: number;
  @Column(int) assists!: number;
  @Column(int) cleanSheets!: number;
  @Column(int) goalsConceded!: number;
  @Column(int) ownGoals!: number;
  @Column(int) penaltiesSaved!: number;
  @Column(int) penaltiesMissed!: number;
  @Column(int) yellowCards!: number;
  @Column(int) redCards!: number;
  @Column(int) saves!: number;
  @Column(int) bonus!: number;
  @Column(int) bps!: number;
  @Column(dbl) influence!: number;
  @Column(dbl) creativity!: number;
  @Column(dbl) threat!: number;
  @Column(dbl) ictIndex!: number;
  @Column(dbl) xg!: number;
  @Column(dbl) xa!: number;
  @Column(dbl) xgi!: number;
  @Column(dbl) xgc!: number;
  @Column(int) totalPoints!: number;
  @Column(int) value!: number;
  @Column(int) selected!: number;
  @Column(int) transfersIn!: number;
  @Column(int) transfersOut!: number;
  @Column({ type: 'integer', nullable: true }) defensiveContribution!: number | null;
  @Column({ type: 'integer', nullable: true }) cbi!: number | null;
  @Column({ type: 'integer', nullable: true }) recoveries!: number | null;
  @Column({ type: 'integer', nullable: true }) tackles!: number | null;
}

@Entity('match_stats')
export class MatchStatRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) playerId!: number;
  @PrimaryColumn(int) fixtureId!: number;
  @Column(int) gameweek!: number;
  @Column(int) minutes!: number;
  @Column(int) goals!: number;
  @Column(int) assists!: number;
  @Column(dbl) xg!: number;
  @Column(dbl) xa!: number;
  @Column(int) tackles!: number;
  @Column(int) interceptions!: number;
  @Column(int) recoveries!: number;
  @Column(int) blocks!: number;
  @Column(int) clearances!: number;
}

/** Pre-deadline availability snapshots (availability.csv), one row per player per gameweek. */
@Entity('availability')
export class AvailabilityRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) gameweek!: number;
  @PrimaryColumn(int) playerId!: number;
  @Column({ type: 'varchar', length: 2 }) status!: string;
  @Column({ type: 'double precision', nullable: true }) chanceOfPlaying!: number | null;
  @Column({ type: 'text' }) news!: string;
  @Column(dbl) epNext!: number;
}

@Entity('projections')
export class ProjectionRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @PrimaryColumn(int) playerId!: number;
  @PrimaryColumn(int) gameweek!: number;
  @Column(dbl) xpts!: number;
}

/** The backtest figures the "How good are our xPts?" page draws (one row, JSON of XptsAccuracy). */
@Entity('accuracy_reports')
export class AccuracyReportRow {
  @PrimaryColumn({ type: 'varchar', length: 20 }) id!: string;
  @Column({ type: 'text' }) report!: string;
}

/** One row per imported season: where it came from, when, and a version bumped on every import. */
@Entity('dataset_state')
export class DatasetStateRow {
  @PrimaryColumn({ type: 'varchar', length: 7 }) season!: string;
  @Column({ type: 'varchar', length: 20 }) source!: string;
  @Column(int) version!: number;
  @Column({ type: types.timestamp }) importedAt!: Date;
  @Column({ type: types.timestamp, nullable: true }) projectedAt!: Date | null;
  /** The season clock the stored projections were computed for. */
  @Column({ type: 'integer', nullable: true }) projectedAsOf!: number | null;
}

/**
 * Which season every replica serves (one row, id 'served'): the season current now, the season
 * an import has stored but not yet projected (it becomes current with its projections, so a
 * rollover never leaves a replica without xPts), and why the last upstream import failed, if it did.
 */
@Entity('served_season')
export class ServedSeasonRow {
  @PrimaryColumn({ type: 'varchar', length: 10 }) id!: string;
  @Column({ type: 'varchar', length: 7 }) season!: string;
  @Column({ type: 'varchar', length: 7, nullable: true }) pending!: string | null;
  @Column({ type: 'text', nullable: true }) problem!: string | null;
  @Column({ type: types.timestamp, nullable: true }) problemAt!: Date | null;
}

export const STATS_ENTITIES = [TeamRow, PlayerRow, FixtureRow, AppearanceRow, MatchStatRow, AvailabilityRow, ProjectionRow, DatasetStateRow, AccuracyReportRow, ServedSeasonRow];
