import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

/**
 * The season every replica serves, stored once (issue 32): seasons are values, so which one is
 * current is data, not a constant. A database imported before this migration has no row; the
 * service then serves its latest stored season until the next import writes one.
 */
export class ServedSeason1764400000000 implements MigrationInterface {
  name = 'ServedSeason1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'served_season',
      columns: [
        { name: 'id', type: 'varchar', length: '10', isPrimary: true },
        { name: 'season', type: 'varchar', length: '7' },
        { name: 'pending', type: 'varchar', length: '7', isNullable: true },
        { name: 'problem', type: 'text', isNullable: true },
        { name: 'problemAt', type: t.timestamp, isNullable: true },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('served_season');
  }
}
