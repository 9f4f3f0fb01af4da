import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { DraftSort } from '@draftroom/contracts';
import { bulkInsert, inTransaction } from '@draftroom/nest-kit';
import { DraftPlayerRow, DraftRow, DraftVoteRow } from '../storage/entities';

export type NewDraft = Omit<DraftRow, 'id' | 'upvotes' | 'downvotes'>;

const LIST_COLUMNS = ['id', 'name', 'selectedPlayers', 'totalCostTenths', 'positionCounts', 'teamCounts', 'upvotes', 'downvotes', 'createdAt'] as const;
type RawDraft = Record<(typeof LIST_COLUMNS)[number], unknown>;

/** SQLite gives timestamps back as 'YYYY-MM-DD HH:MM:SS.SSS' in UTC (as TypeORM wrote them); PostgreSQL as Dates. */
const timestamp = (value: unknown): Date => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function fromRaw(raw: RawDraft): DraftRow {
  return Object.assign(new DraftRow(), {
    id: Number(raw.id), name: String(raw.name), selectedPlayers: json<number[]>(raw.selectedPlayers),
    totalCostTenths: Number(raw.totalCostTenths), positionCounts: json<Record<string, number>>(raw.positionCounts),
    teamCounts: json<Record<string, number>>(raw.teamCounts), upvotes: Number(raw.upvotes), downvotes: Number(raw.downvotes),
    createdAt: timestamp(raw.createdAt),
  });
}

/** Only queries: drafts, their player rows and votes. Writes take the caller's transaction. */
@Injectable()
export class DraftsRepository {
  constructor(@InjectDataSource() readonly dataSource: DataSource) {}

  get isPostgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  /**
   * Every draft, newest or top rated (net score, then up votes) first. Read as raw rows: TypeORM's
   * entity hydration was most of the time of this endpoint (about 50 of 70 ms for 2000 drafts).
   */
  async list(sort: DraftSort): Promise<DraftRow[]> {
    const qb = this.dataSource.getRepository(DraftRow).createQueryBuilder('d').select([]);
    for (const column of LIST_COLUMNS) qb.addSelect(`d.${column}`, column);
    if (sort === 'top_rated') qb.orderBy('d.upvotes - d.downvotes', 'DESC').addOrderBy('d.upvotes', 'DESC');
    else qb.orderBy('d.createdAt', 'DESC');
    const rows = await qb.addOrderBy('d.id', 'DESC').getRawMany<RawDraft>();
    return rows.map(fromRaw);
  }

  findById(id: number, em: EntityManager = this.dataSource.manager): Promise<DraftRow | null> {
    return em.findOneBy(DraftRow, { id });
  }

  /**
   * Stores a draft and its player rows, atomically, with no read first: a taken name is the
   * unique index's violation (the service turns it into the 409; the index decides races anyway).
   * On PostgreSQL it is one statement (the draft's INSERT feeding the player rows' INSERT), so a
   * save is one round trip instead of BEGIN, two INSERTs and COMMIT; on SQLite, whose writes
   * queue one after another anyway, the two INSERTs run in one transaction.
   */
  async insert(draft: NewDraft): Promise<DraftRow> {
    const values = { ...draft, upvotes: 0, downvotes: 0 };
    // Through inTransaction on both engines: it records the request's Idempotency-Key in the same
    // transaction and rolls back when the caller has gone (decision 071).
    const id = this.isPostgres
      ? await inTransaction(this.dataSource, (em) => this.insertInOneStatement(em, values))
      : await inTransaction(this.dataSource, async (em) => {
          const { identifiers } = await em.insert(DraftRow, values);
          const newId = Number(identifiers[0].id);
          await bulkInsert(em, DraftPlayerRow, draft.selectedPlayers.map((playerId) => ({ draftId: newId, playerId, createdAt: draft.createdAt })));
          return newId;
        });
    return Object.assign(new DraftRow(), values, { id });
  }

  private async insertInOneStatement(em: EntityManager, values: Omit<DraftRow, 'id'>): Promise<number> {
    const meta = this.dataSource.getMetadata(DraftRow);
    const driver = this.dataSource.driver;
    const columns = meta.columns.filter((c) => !c.isGenerated);
    const params: unknown[] = columns.map((c) => driver.preparePersistentValue(values[c.propertyName as keyof typeof values], c));
    const createdAt = params[columns.findIndex((c) => c.propertyName === 'createdAt')];
    params.push(values.selectedPlayers, createdAt);
    const n = columns.length;
    const rows = await em.query(
      `WITH d AS (INSERT INTO "drafts" (${columns.map((c) => `"${c.databaseName}"`).join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"),
       p AS (INSERT INTO "draft_players" ("draftId", "playerId", "createdAt")
         SELECT d."id", player, $${n + 2} FROM d, unnest($${n + 1}::int[]) AS player)
       SELECT "id" FROM d`,
      params,
    );
    return Number(rows[0].id);
  }

  /**
   * Locks the draft's row for the rest of the transaction (PostgreSQL), so concurrent votes on
   * one draft run one after another. SQLite transactions already run one at a time (inTransaction).
   */
  lockForVote(em: EntityManager, id: number): Promise<DraftRow | null> {
    const qb = em.getRepository(DraftRow).createQueryBuilder('d').where('d.id = :id', { id });
    if (this.isPostgres) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  voteOf(em: EntityManager, draftId: number, sessionId: string): Promise<DraftVoteRow | null> {
    return em.findOneBy(DraftVoteRow, { draftId, sessionId });
  }

  async saveVote(em: EntityManager, draftId: number, sessionId: string, voteType: 'up' | 'down' | null, at: Date): Promise<void> {
    if (voteType === null) await em.delete(DraftVoteRow, { draftId, sessionId });
    else await em.upsert(DraftVoteRow, { draftId, sessionId, voteType, votedAt: at }, ['draftId', 'sessionId']);
  }

  /** Moves the counters in SQL (count = count + delta), never by writing back numbers read earlier. */
  async moveCounts(em: EntityManager, id: number, upvotes: number, downvotes: number): Promise<void> {
    if (upvotes === 0 && downvotes === 0) return;
    await em
      .createQueryBuilder()
      .update(DraftRow)
      .set({ upvotes: () => `"upvotes" + ${Math.trunc(upvotes)}`, downvotes: () => `"downvotes" + ${Math.trunc(downvotes)}` })
      .where('id = :id', { id })
      .execute();
  }

  /** The caller's votes, by draft id. */
  async votesOf(sessionId: string): Promise<Map<number, 'up' | 'down'>> {
    const rows = await this.dataSource.getRepository(DraftVoteRow).find({ where: { sessionId }, select: { draftId: true, voteType: true } });
    return new Map(rows.map((r) => [r.draftId, r.voteType]));
  }
}
