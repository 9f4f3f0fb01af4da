import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Where each plan starts, 'team' or 'draft', so a plan from a draft reopens on its own squad (decision 105). Older plans stay null: read as 'team'. */
export class AddPlanOrigin1765000000000 implements MigrationInterface {
  name = 'AddPlanOrigin1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('plans', new TableColumn({ name: 'origin', type: 'varchar', length: '8', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('plans', 'origin');
  }
}
