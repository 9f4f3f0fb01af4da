import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { DraftSort } from '@draftroom/contracts';
import { bulkInsert } from '@draftroom/nest-kit';
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
   * Two statements and no read: the draft (its id comes back from the INSERT) and its player
   * rows. A taken name is the unique index's violation, which rolls the transaction back; the
   * service turns it into the 409 (no SELECT first: one round trip less per save, and the index
   * decides races anyway).
   */
  async insert(em: EntityManager, draft: NewDraft): Promise<DraftRow> {
    const values = { ...draft, upvotes: 0, downvotes: 0 };
    const { identifiers } = await em.insert(DraftRow, values);
    const row = Object.assign(new DraftRow(), values, { id: Number(identifiers[0].id) });
    await bulkInsert(em, DraftPlayerRow, draft.selectedPlayers.map((playerId) => ({ draftId: row.id, playerId, createdAt: draft.createdAt })));
    return row;
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
