import { MigrationInterface, QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

const int = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...extra });
const text = (name: string, length: number): TableColumnOptions => ({ name, type: 'varchar', length: String(length) });
const serial: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };

/** Drafts, their players (for ownership), votes by anonymous session, and season predictions. */
export class DraftsSchema1764100000000 implements MigrationInterface {
  name = 'DraftsSchema1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    await queryRunner.createTable(new Table({
      name: 'drafts',
      columns: [
        serial, text('name', 60), text('nameKey', 120), { name: 'selectedPlayers', type: t.json }, int('totalCostTenths'),
        { name: 'positionCounts', type: t.json }, { name: 'teamCounts', type: t.json },
        int('upvotes', { default: 0 }), int('downvotes', { default: 0 }), { name: 'createdAt', type: t.timestamp },
      ],
    }));
    await queryRunner.createIndex('drafts', new TableIndex({ name: 'UQ_drafts_name_key', columnNames: ['nameKey'], isUnique: true }));
    await queryRunner.createIndex('drafts', new TableIndex({ name: 'IDX_drafts_created_at', columnNames: ['createdAt'] }));

    await queryRunner.createTable(new Table({
      name: 'draft_players',
      columns: [int('draftId', { isPrimary: true }), int('playerId', { isPrimary: true }), { name: 'createdAt', type: t.timestamp }],
    }));
    await queryRunner.createIndex('draft_players', new TableIndex({ name: 'IDX_draft_players_created_player', columnNames: ['createdAt', 'playerId'] }));

    await queryRunner.createTable(new Table({
      name: 'draft_votes',
      columns: [
        int('draftId', { isPrimary: true }), { ...text('sessionId', 64), isPrimary: true }, text('voteType', 4),
        { name: 'votedAt', type: t.timestamp },
      ],
    }));
    await queryRunner.createIndex('draft_votes', new TableIndex({ name: 'IDX_draft_votes_session', columnNames: ['sessionId'] }));

    const optional = (...names: string[]) => names.map((name) => int(name, { isNullable: true }));
    await queryRunner.createTable(new Table({
      name: 'predictions',
      columns: [
        serial, text('username', 30), text('usernameKey', 60), { name: 'createdAt', type: t.timestamp },
        ...optional('topGK', 'topGKPoints', 'topDEF', 'topDEFPoints', 'topMID', 'topMIDPoints', 'topFWD', 'topFWDPoints',
          'mostGoals', 'mostGoalsCount', 'mostAssists', 'mostAssistsCount', 'mostCleanSheets', 'mostCleanSheetsCount'),
      ],
    }));
    await queryRunner.createIndex('predictions', new TableIndex({ name: 'UQ_predictions_username_key', columnNames: ['usernameKey'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['predictions', 'draft_votes', 'draft_players', 'drafts']) await queryRunner.dropTable(table);
  }
}
