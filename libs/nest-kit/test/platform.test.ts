import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner, Table } from 'typeorm';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { z } from 'zod';
import { PlatformModule, ZodValidationPipe, columnTypes, inTransaction, migrationTypes, pendingSchemaChanges } from '../src';
import { bootTestService, type BootedService } from '@draftroom/testing/services';

@Entity('notes')
class Note {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 40 }) title!: string;
  @Column({ type: columnTypes().timestamp }) createdAt!: Date;
}

class CreateNotes1700000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const t = migrationTypes(q);
    await q.createTable(new Table({
      name: 'notes',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        { name: 'title', type: 'varchar', length: '40' },
        { name: 'createdAt', type: t.timestamp },
      ],
    }));
  }
  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('notes');
  }
}

const NoteSchema = z.object({ title: z.string().trim().min(1, 'Title is required').max(40, 'Title is at most 40 characters') });

@Controller('api/notes')
class NotesController {
  constructor(private readonly dataSource: DataSource) {}

  @Post()
  async create(@Body(new ZodValidationPipe(NoteSchema)) body: z.infer<typeof NoteSchema>) {
    return this.dataSource.getRepository(Note).save({ title: body.title, createdAt: new Date() });
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret connection string postgres://user:pw@db');
  }
}

@Module({
  imports: [PlatformModule.forRoot({ service: 'kit', entities: [Note], migrations: [CreateNotes1700000000000] })],
  controllers: [NotesController],
})
class KitTestModule {}

describe('service platform (storage engine from TEST_DB_ENGINE)', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootTestService('kit', () => KitTestModule);
  });
  afterAll(() => svc.close());

  it('reports health with the storage engine in use', async () => {
    const res = await request(svc.server).get('/health').expect(200);
    expect(res.body).toMatchObject({ service: 'kit', status: 'ok', storage: svc.db.engine, queue: 'in-process' });
  });

  it('runs migrations that match the entities exactly', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  it('stores a valid body', async () => {
    const res = await request(svc.server).post('/api/notes').send({ title: '  Captaincy picks ' }).expect(201);
    expect(res.body.title).toBe('Captaincy picks');
  });

  it('answers 400 with a readable message and stores nothing when validation fails', async () => {
    const repo = svc.app.get(DataSource).getRepository(Note);
    const before = await repo.count();
    const res = await request(svc.server).post('/api/notes').send({ title: '   ' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400, error: 'BAD_REQUEST', message: 'title: Title is required', issues: [{ path: 'title', message: 'Title is required' }],
    });
    expect(await repo.count()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(svc.server).post('/api/notes').set('content-type', 'application/json').send('{"title":').expect(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers 413 for an oversized body', async () => {
    const res = await request(svc.server).post('/api/notes').send({ title: 'x'.repeat(300_000) }).expect(413);
    expect(res.body.message).toBe('The request body is too large.');
  });

  it('answers 400 for a body nested deeper than any request, before anything walks it', async () => {
    const body = `{"title":"Deep","x":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    const res = await request(svc.server).post('/api/notes').set('content-type', 'application/json').send(body).expect(400);
    expect(res.body.message).toBe('The request body is nested too deeply (more than 32 levels). No request of this API needs that many.');
  });

  describe('writes only from the page\'s own origin', () => {
    const note = () => request(svc.server).post('/api/notes').set('host', 'draftroom.test:8080');
    const refusal = 'Changes can only be made from Draftroom\'s own pages. Open Draftroom itself and try again there.';

    it('takes a write from the same origin, as the gateway forwards it, and one without any page (a script)', async () => {
      await note().set('origin', 'http://draftroom.test:8080').send({ title: 'Same origin' }).expect(201);
      await request(svc.server).post('/api/notes').set('host', '127.0.0.1:3101').set('x-forwarded-host', 'draftroom.test:8080')
        .set('origin', 'http://draftroom.test:8080').send({ title: 'Through the gateway' }).expect(201);
      await note().set('referer', 'http://draftroom.test:8080/build').send({ title: 'Referer only' }).expect(201);
      await note().send({ title: 'No page' }).expect(201);
    });

    it('refuses a page on another port of the same host (same-site, not same-origin), and other sites', async () => {
      for (const origin of ['http://draftroom.test:9999', 'https://draftroom.test:8080', 'http://evil.test', 'null']) {
        const res = await note().set('origin', origin).send({ title: 'Cross' }).expect(403);
        expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: refusal });
      }
      await note().set('referer', 'http://draftroom.test:9999/page').send({ title: 'Cross referer' }).expect(403);
      await note().set('sec-fetch-site', 'same-site').send({ title: 'Fetch metadata' }).expect(403);
    });

    it('leaves reads alone', async () => {
      await request(svc.server).get('/health').set('origin', 'http://evil.test').expect(200);
    });
  });

  it('never leaks internals in a 500', async () => {
    const res = await request(svc.server).get('/api/notes/boom').expect(500);
    expect(res.body).toEqual({
      statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(JSON.stringify(res.body)).not.toContain('postgres://');
  });

  it('answers unknown routes with the same error shape', async () => {
    const res = await request(svc.server).get('/api/nothing-here').expect(404);
    expect(res.body.statusCode).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });

  it('serves OpenAPI docs', async () => {
    const res = await request(svc.server).get('/docs/openapi.json').expect(200);
    expect(res.body.info.title).toBe('Draftroom kit service');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health', '/api/notes']));
  });
});

describe('inTransaction', () => {
  let svc: BootedService;
  beforeAll(async () => {
    svc = await bootTestService('kit-tx', () => KitTestModule);
  });
  afterAll(() => svc.close());

  it('keeps 50 concurrent transactions whole on either engine, and rolls back a failed one', async () => {
    const ds = svc.app.get(DataSource);
    const writes = Array.from({ length: 50 }, (_, i) =>
      inTransaction(ds, async (em) => {
        await em.insert(Note, { title: `a${i}`, createdAt: new Date() });
        await new Promise((r) => setTimeout(r, 1));
        if (i % 10 === 0) throw new Error('refused');
        await em.insert(Note, { title: `b${i}`, createdAt: new Date() });
      }),
    );
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect(await ds.getRepository(Note).count()).toBe(90); // 45 successful pairs, nothing of the 5 failures
  });
});
