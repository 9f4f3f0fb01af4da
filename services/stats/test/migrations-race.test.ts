/** @engines postgres: the race was between two processes migrating one PostgreSQL database */
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { pendingSchemaChanges } from '@draftroom/nest-kit';
import { createTestDatabase, type TestDatabase } from '@draftroom/testing/services';

/**
 * The stats API and its worker start together on an empty database; both used to run the first
 * migration at once and one failed (issue 11 item 9). Migrations now run under an advisory lock.
 */
describe('two processes starting on one empty database', () => {
  let db: TestDatabase;
  const contexts: INestApplicationContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await db?.drop();
  });

  it('both start, and the schema is the migrations’ exactly', async () => {
    db = await createTestDatabase('stats');
    db.apply();
    const { WorkerModule } = require('../src/app.module');
    const started = await Promise.all([1, 2].map(() => NestFactory.createApplicationContext(WorkerModule, { logger: false, abortOnError: false })));
    contexts.push(...started);
    expect(await pendingSchemaChanges(started[0].get(DataSource))).toEqual([]);
  });
});
