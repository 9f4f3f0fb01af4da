/** @engines mongodb: moving a deployment's drafts from PostgreSQL or SQLite to MongoDB */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Draft } from '@draftroom/contracts';
import { IdempotentRequests1764900000000 } from '@draftroom/nest-kit';
import { createTestDatabase, mongoDatabaseName, testPostgresUrl, type TestDatabase } from '@draftroom/testing/services';
import { migrateDrafts, type MigrationReport } from '../src/migrate/migrate-drafts';
import { DraftsSchema1764100000000 } from '../src/storage/sql/migrations/1764100000000-drafts-schema';
import { bootDraftsStack, cheapSquad, getJson, postJson, saveBody } from './support';

const DRAFTS = 45;
const VOTERS = 7;

/** The SQL drafts schema as a deployment of the last release has it, with drafts, votes and predictions. */
async function seededSource(engine: 'postgres' | 'sqlite'): Promise<{ from: string; expected: Map<number, [number, number]>; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'draftroom-migrate-'));
  const name = `dr_test_migrate_${process.pid}_${Date.now() % 100000}`;
  const pgUrl = new URL(testPostgresUrl());
  pgUrl.pathname = `/${name}`;
  const admin = engine === 'postgres' ? new DataSource({ type: 'postgres', url: testPostgresUrl() }) : null;
  if (admin) await (await admin.initialize()).query(`CREATE DATABASE "${name}"`);
  const from = engine === 'postgres' ? pgUrl.toString() : join(dir, 'drafts.sqlite');
  const ds = await new DataSource(engine === 'postgres'
    ? { type: 'postgres', url: from, migrations: [DraftsSchema1764100000000, IdempotentRequests1764900000000] }
    : { type: 'better-sqlite3', database: from, migrations: [DraftsSchema1764100000000, IdempotentRequests1764900000000] }).initialize();
  await ds.runMigrations();
  const p = (i: number) => (engine === 'postgres' ? `$${i}` : '?');
  const at = (minutes: number) => {
    const iso = new Date(Date.UTC(2025, 8, 1, 12, minutes)).toISOString();
    return engine === 'postgres' ? iso : iso.replace('T', ' ').replace('Z', '');
  };
  const expected = new Map<number, [number, number]>();
  for (let i = 1; i <= DRAFTS; i += 1) {
    const id = i * 3; // numbers with gaps, as deletions or failed saves leave them
    let up = 0;
    let down = 0;
    for (let v = 0; v < (i % VOTERS); v += 1) {
      const type = (i + v) % 3 === 0 ? 'down' : 'up';
      if (type === 'up') up += 1;
      else down += 1;
      await ds.query(`INSERT INTO draft_votes ("draftId", "sessionId", "voteType", "votedAt") VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)})`, [id, `00000000-0000-4000-8000-00000000000${v}`, type, at(i)]);
    }
    expected.set(id, [up, down]);
    await ds.query(`INSERT INTO drafts (id, name, "nameKey", "selectedPlayers", "totalCostTenths", "positionCounts", "teamCounts", upvotes, downvotes, "createdAt")
      VALUES (${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(p).join(', ')})`,
      [id, `Moved ${i}`, `moved ${i}`, JSON.stringify([1, 2, 3]), 800 + i, JSON.stringify({ 1: 2, 2: 5, 3: 5, 4: 3 }), JSON.stringify({ 1: 3 }), up, down, at(i)]);
  }
  for (const [id, username] of [[1, 'Oracle'], [2, 'Pundit']] as const) {
    await ds.query(`INSERT INTO predictions (id, username, "usernameKey", "createdAt", "topGK", "topGKPoints") VALUES (${[1, 2, 3, 4, 5, 6].map(p).join(', ')})`,
      [id, username, username.toLowerCase(), at(id), 1, 150]);
  }
  await ds.destroy();
  return {
    from,
    expected,
    drop: async () => {
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.destroy();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(['postgres', 'sqlite'] as const)('npm run migrate-drafts from %s to MongoDB', (engine) => {
  let source: Awaited<ReturnType<typeof seededSource>>;
  let target: TestDatabase;
  beforeAll(async () => {
    source = await seededSource(engine);
    target = await createTestDatabase('drafts');
  });
  afterAll(async () => {
    await source.drop();
    await target.drop();
  });

  const equal = (report: MigrationReport) => expect(report).toEqual({
    drafts: { source: DRAFTS, inTarget: DRAFTS }, votes: { source: [...source.expected.values()].reduce((n, [u, d]) => n + u + d, 0), inTarget: expect.any(Number) },
    predictions: { source: 2, inTarget: 2 },
  });

  it('copies drafts, votes and predictions; a copy that stopped is finished by the next run, and a third run changes nothing', async () => {
    const to = target.env.DATABASE_URL;
    const stopped = migrateDrafts({ from: source.from, to, batchSize: 10, afterBatch: (kind, copied) => {
      if (kind === 'drafts' && copied >= 20) throw new Error('the machine went down');
    } });
    await expect(stopped).rejects.toThrow('the machine went down');
    const finished = await migrateDrafts({ from: source.from, to, batchSize: 10 });
    equal(finished);
    expect(finished.votes.inTarget).toBe(finished.votes.source);
    expect(await migrateDrafts({ from: source.from, to, batchSize: 7 })).toEqual(finished);
  });

  it('serves the moved drafts with the same counts, and numbers new drafts after them', async () => {
    const stack = await bootDraftsStack({}, { at: mongoDatabaseName(target) });
    try {
      const listed = (await getJson(`${stack.draftsUrl}/api/drafts`)).body as Draft[];
      expect(listed).toHaveLength(DRAFTS);
      expect(new Map(listed.map((d) => [d.id, [d.upvotes, d.downvotes]]))).toEqual(source.expected);
      expect(listed.find((d) => d.id === 3)).toMatchObject({ name: 'Moved 1', season: '2025-26', totalCost: 80.1, createdAt: '2025-09-01T12:01:00.000Z' });
      expect(((await getJson(`${stack.draftsUrl}/api/all-predictions`)).body as Array<{ username: string }>).map((p) => p.username)).toEqual(['Pundit', 'Oracle']);
      const saved = await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('After the move', cheapSquad(stack.players)));
      expect(saved.status).toBe(201);
      expect(saved.body.id).toBeGreaterThan(DRAFTS * 3);
      expect((await postJson(`${stack.draftsUrl}/api/save-draft`, saveBody('MOVED 7', cheapSquad(stack.players)))).status).toBe(409);
    } finally {
      await stack.stored.close();
      await stack.drafts.app.close();
    }
  });
});
