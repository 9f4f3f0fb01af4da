import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A draft records its season and its players as they were (issue 32): player ids are renumbered
 * every season, so ids alone stop naming the same players after a rollover. Every draft of before
 * was saved in 2025/26; their players are filled in by the service from that season's list while
 * it is still the one served (decision 238), so the column starts empty.
 */
export class DraftSeasons1798000000000 implements MigrationInterface {
  name = 'DraftSeasons1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE drafts ADD COLUMN "season" varchar(7) NOT NULL DEFAULT ('2025-26')`);
    await queryRunner.query('ALTER TABLE drafts ADD COLUMN "players" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE drafts DROP COLUMN "players"');
    await queryRunner.query('ALTER TABLE drafts DROP COLUMN "season"');
  }
}
