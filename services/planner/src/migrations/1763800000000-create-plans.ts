import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

/** Saved plans: one row per plan, the plan itself a JSON document. */
export class CreatePlans1763800000000 implements MigrationInterface {
  name = 'CreatePlans1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'plans',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        { name: 'name', type: 'varchar', length: '80' },
        { name: 'searchName', type: 'varchar', length: '160' },
        { name: 'teamId', type: 'integer' },
        { name: 'createdAt', type: t.timestamp },
        { name: 'transfersMade', type: 'integer' },
        { name: 'firstGameweek', type: 'integer' },
        { name: 'lastGameweek', type: 'integer' },
        { name: 'document', type: t.json },
      ],
    }));
    await queryRunner.createIndex('plans', new TableIndex({ name: 'IDX_plans_team_created', columnNames: ['teamId', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('plans');
  }
}
