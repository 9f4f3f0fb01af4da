import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { DraftPlayer, VoteType } from '@draftroom/contracts';
import { setVote } from '@draftroom/domain';
import { inTransaction } from '@draftroom/nest-kit';
import { DraftsStore, NameTakenError, type DraftWithoutPlayers, type NewDraft, type StoredDraft } from '../stores';
import { DraftRow, DraftVoteRow } from './entities';
import { isUniqueViolation } from './unique-violation';

const LIST_COLUMNS = ['id', 'name', 'selectedPlayers', 'season', 'totalCostTenths', 'positionCounts', 'teamCounts', 'upvotes', 'downvotes', 'createdAt'] as const;
type RawDraft = Record<(typeof LIST_COLUMNS)[number], unknown>;

/** SQLite gives timestamps back as 'YYYY-MM-DD HH:MM:SS.SSS' in UTC, as TypeORM wrote them. */
const timestamp = (value: unknown): Date => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function fromRaw(raw: RawDraft): StoredDraft {
  return {
    id: Number(raw.id), name: String(raw.name), selectedPlayers: json<number[]>(raw.selectedPlayers), season: String(raw.season),
    totalCostTenths: Number(raw.totalCostTenths), positionCounts: json<Record<string, number>>(raw.positionCounts),
    teamCounts: json<Record<string, number>>(raw.teamCounts), upvotes: Number(raw.upvotes), downvotes: Number(raw.downvotes),
    createdAt: timestamp(raw.createdAt),
  };
}

/**
 * Drafts and votes in the embedded SQLite file (the zero-setup default). SQLite runs one
 * transaction at a time (inTransaction), so a vote reads the voter's previous vote and moves the
 * draft's counters in SQL inside one transaction without losing a concurrent one.
 */
@Injectable()
export class SqlDraftsStore extends DraftsStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  /** Read as raw rows: TypeORM's entity hydration was most of the time of reading the list. */
  async list(): Promise<StoredDraft[]> {
    const qb = this.dataSource.getRepository(DraftRow).createQueryBuilder('d').select([]);
    for (const column of LIST_COLUMNS) qb.addSelect(`d.${column}`, column);
    return (await qb.getRawMany<RawDraft>()).map(fromRaw);
  }

  async find(id: number): Promise<StoredDraft | null> {
    const row = await this.dataSource.manager.findOneBy(DraftRow, { id });
    if (!row) return null;
    const { players, nameKey: _key, ...draft } = row;
    return players ? { ...draft, players } : draft;
  }

  async counts(id: number): Promise<Pick<StoredDraft, 'upvotes' | 'downvotes'>> {
    const row = await this.dataSource.manager.findOne(DraftRow, { where: { id }, select: { upvotes: true, downvotes: true } });
    return { upvotes: row?.upvotes ?? 0, downvotes: row?.downvotes ?? 0 };
  }

  /** No read first: a taken name is the unique index's violation, which decides races too. */
  async insert(draft: NewDraft): Promise<StoredDraft> {
    const values = { ...draft, upvotes: 0, downvotes: 0 };
    try {
      // Through inTransaction: it records the request's Idempotency-Key in the same transaction
      // and rolls back when the caller has gone (decision 071).
      const id = await inTransaction(this.dataSource, async (em) => Number((await em.insert(DraftRow, values)).identifiers[0].id));
      return { ...values, id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new NameTakenError();
      throw error;
    }
  }

  async setVote(id: number, voter: string, vote: VoteType | null, at: Date): Promise<void> {
    await inTransaction(this.dataSource, async (em) => {
      const previous = await em.findOneBy(DraftVoteRow, { draftId: id, sessionId: voter });
      const change = setVote(previous?.voteType ?? null, vote);
      if (change.vote === null) await em.delete(DraftVoteRow, { draftId: id, sessionId: voter });
      else await em.upsert(DraftVoteRow, { draftId: id, sessionId: voter, voteType: change.vote, votedAt: at }, ['draftId', 'sessionId']);
      if (change.upvotes === 0 && change.downvotes === 0) return;
      // The counters move in SQL (count = count + delta), never by writing back numbers read earlier.
      await em.createQueryBuilder().update(DraftRow)
        .set({ upvotes: () => `"upvotes" + ${Math.trunc(change.upvotes)}`, downvotes: () => `"downvotes" + ${Math.trunc(change.downvotes)}` })
        .where('id = :id', { id })
        .execute();
    });
  }

  async withoutPlayers(season: string): Promise<DraftWithoutPlayers[]> {
    const rows = await this.dataSource.getRepository(DraftRow).find({ where: { season, players: IsNull() }, select: { id: true, selectedPlayers: true } });
    return rows.map(({ id, selectedPlayers }) => ({ id, selectedPlayers }));
  }

  async fillPlayers(id: number, players: DraftPlayer[]): Promise<void> {
    await this.dataSource.getRepository(DraftRow).update({ id, players: IsNull() }, { players });
  }

  async votesOf(voter: string): Promise<Map<number, VoteType>> {
    const rows = await this.dataSource.getRepository(DraftVoteRow).find({ where: { sessionId: voter }, select: { draftId: true, voteType: true } });
    return new Map(rows.map((r) => [r.draftId, r.voteType]));
  }
}
