/** @engines mongodb: moving drafts that know their season from SQLite to MongoDB */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '@draftroom/testing/services';
import { migrateDrafts } from '../src/migrate/migrate-drafts';
import { DRAFTS_MIGRATIONS } from '../src/storage/sql/migrations';

describe('npm run migrate-drafts with drafts of more than one season (issue 32)', () => {
  it('carries each draft’s season and saved players into its document', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'draftroom-migrate-seasons-'));
    const from = join(dir, 'drafts.sqlite');
    const target = await createTestDatabase('drafts');
    const saved = [{ id: 7, code: 154561, name: 'David Raya Martín', web_name: 'Raya', position: 1, team: 1, teamName: 'Arsenal', teamShortName: 'ARS', price: 5.5 }];
    try {
      const ds = await new DataSource({ type: 'better-sqlite3', database: from, migrations: DRAFTS_MIGRATIONS as never }).initialize();
      await ds.runMigrations();
      const insert = `INSERT INTO drafts (id, name, "nameKey", "selectedPlayers", season, players, "totalCostTenths", "positionCounts", "teamCounts", "createdAt")
        VALUES (?, ?, ?, '[7]', ?, ?, 55, '{"1":1}', '{"ARS":1}', '2025-03-01 12:00:00.000')`;
      await ds.query(insert, [1, 'Last season', 'last season', '2024-25', JSON.stringify(saved)]);
      await ds.query(insert, [2, 'Before players were kept', 'before players were kept', '2025-26', null]);
      await ds.destroy();

      await migrateDrafts({ from, to: target.env.DATABASE_URL! });
      const client = await new MongoClient(target.env.DATABASE_URL!).connect();
      try {
        const docs = await client.db().collection('drafts').find({}, { sort: { _id: 1 }, projection: { season: 1, players: 1 } }).toArray();
        expect(docs).toEqual([{ _id: 1, season: '2024-25', players: saved }, { _id: 2, season: '2025-26' }]);
      } finally {
        await client.close();
      }
    } finally {
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
