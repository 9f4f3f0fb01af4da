import { MigrationInterface, QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';
import { migrationTypes } from '@draftroom/nest-kit';

const season: TableColumnOptions = { name: 'season', type: 'varchar', length: '7', isPrimary: true };
const key = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true });
const int = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable });
const ints = (...names: string[]) => names.map((n) => int(n));
const text = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name, type: 'varchar', length: String(length), isNullable,
});

/** The stats service's first schema: seasons of teams, players, fixtures, appearances and projections. */
export class InitialStatsSchema1732200000000 implements MigrationInterface {
  name = 'InitialStatsSchema1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const t = migrationTypes(queryRunner);
    const dbl = (...names: string[]): TableColumnOptions[] => names.map((name) => ({ name, type: t.double }));

    await queryRunner.createTable(new Table({
      name: 'teams',
      columns: [
        season, key('id'), int('code'), text('name', 60), text('shortName', 5),
        ...ints('strength', 'strengthOverallHome', 'strengthOverallAway', 'strengthAttackHome', 'strengthAttackAway',
          'strengthDefenceHome', 'strengthDefenceAway'),
      ],
    }));
    await queryRunner.createTable(new Table({
      name: 'players',
      columns: [
        season, key('id'), int('code'), text('firstName', 100), text('secondName', 100), text('webName', 100),
        ...ints('position', 'teamId', 'nowCost', 'totalPoints'), ...dbl('selectedByPercent'), text('status', 2),
        int('chanceOfPlayingNextRound', true), { name: 'news', type: 'text' }, int('minutes'),
      ],
    }));
    await queryRunner.createTable(new Table({
      name: 'fixtures',
      columns: [
        season, key('id'), int('code'), int('gameweek', true), text('kickoff', 30, true),
        ...ints('homeTeamId', 'awayTeamId', 'homeDifficulty', 'awayDifficulty'), { name: 'finished', type: 'boolean' },
        int('homeScore', true), int('awayScore', true),
      ],
    }));
    await queryRunner.createTable(new Table({
      name: 'appearances',
      columns: [
        season, key('playerId'), key('fixtureId'), int('gameweek'), { name: 'wasHome', type: 'boolean' },
        int('opponentTeamId'), text('kickoff', 30, true),
        ...ints('minutes', 'starts', 'goals', 'assists', 'cleanSheets', 'goalsConceded', 'ownGoals', 'penaltiesSaved',
          'penaltiesMissed', 'yellowCards', 'redCards', 'saves', 'bonus', 'bps'),
        ...dbl('influence', 'creativity', 'threat', 'ictIndex', 'xg', 'xa', 'xgi', 'xgc'),
        ...ints('totalPoints', 'value', 'selected', 'transfersIn', 'transfersOut'),
        int('defensiveContribution', true), int('cbi', true), int('recoveries', true), int('tackles', true),
      ],
    }));
    await queryRunner.createIndex('appearances', new TableIndex({
      name: 'IDX_appearances_season_gameweek', columnNames: ['season', 'gameweek'],
    }));
    await queryRunner.createTable(new Table({
      name: 'match_stats',
      columns: [
        season, key('playerId'), key('fixtureId'), ...ints('gameweek', 'minutes', 'goals', 'assists'), ...dbl('xg', 'xa'),
        ...ints('tackles', 'interceptions', 'recoveries', 'blocks', 'clearances'),
      ],
    }));
    await queryRunner.createTable(new Table({
      name: 'projections',
      columns: [season, key('playerId'), key('gameweek'), ...dbl('xpts')],
    }));
    await queryRunner.createTable(new Table({
      name: 'dataset_state',
      columns: [
        season, text('source', 20), int('version'), { name: 'importedAt', type: t.timestamp },
        { name: 'projectedAt', type: t.timestamp, isNullable: true }, int('projectedAsOf', true),
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['dataset_state', 'projections', 'match_stats', 'appearances', 'fixtures', 'players', 'teams']) {
      await queryRunner.dropTable(table);
    }
  }
}
