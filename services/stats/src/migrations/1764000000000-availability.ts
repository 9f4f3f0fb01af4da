import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

/** Pre-deadline availability snapshots per season and gameweek, and the stored backtest figures (issue 13). */
export class Availability1764000000000 implements MigrationInterface {
  name = 'Availability1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'availability',
      columns: [
        { name: 'season', type: 'varchar', length: '7', isPrimary: true },
        { name: 'gameweek', type: 'integer', isPrimary: true },
        { name: 'playerId', type: 'integer', isPrimary: true },
        { name: 'status', type: 'varchar', length: '2' },
        { name: 'chanceOfPlaying', type: t.double, isNullable: true },
        { name: 'news', type: 'text' },
        { name: 'epNext', type: t.double },
      ],
    }));
    await queryRunner.createTable(new Table({
      name: 'accuracy_reports',
      columns: [
        { name: 'id', type: 'varchar', length: '20', isPrimary: true },
        { name: 'report', type: 'text' },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('accuracy_reports');
    await queryRunner.dropTable('availability');
  }
}
