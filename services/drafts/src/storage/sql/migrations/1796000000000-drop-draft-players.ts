import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

/** Site ownership is counted from the drafts list in memory now (decision 192): the per-player copy goes. */
export class DropDraftPlayers1796000000000 implements MigrationInterface {
  name = 'DropDraftPlayers1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('draft_players', true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'draft_players',
      columns: [
        { name: 'draftId', type: 'integer', isPrimary: true }, { name: 'playerId', type: 'integer', isPrimary: true },
        { name: 'createdAt', type: t.timestamp },
      ],
    }));
    await queryRunner.createIndex('draft_players', new TableIndex({ name: 'IDX_draft_players_created_player', columnNames: ['createdAt', 'playerId'] }));
    await queryRunner.query('INSERT INTO draft_players ("draftId", "playerId", "createdAt") SELECT d.id, j.value, d."createdAt" FROM drafts d, json_each(d."selectedPlayers") j');
  }
}
