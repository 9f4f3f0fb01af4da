import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Each plan's owner key and chips. The owner key is, kept as its SHA-256 hash, finds the plan first and allows saving over it (decision 101). */
export class AddPlanOwnerKey1764000000100 implements MigrationInterface {
  name = 'AddPlanOwnerKey1764000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('plans', new TableColumn({ name: 'ownerKeyHash', type: 'varchar', length: '64', isNullable: true }));
    // The chips the plan plays, for the Saved Plans list without reading each document.
    await queryRunner.addColumn('plans', new TableColumn({ name: 'chips', type: 'text', isNullable: true }));
    await queryRunner.createIndex('plans', new TableIndex({ name: 'IDX_plans_owner_key', columnNames: ['ownerKeyHash'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('plans', 'IDX_plans_owner_key');
    await queryRunner.dropColumn('plans', 'ownerKeyHash');
    await queryRunner.dropColumn('plans', 'chips');
  }
}
