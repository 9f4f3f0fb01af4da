import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DraftPlayerRow, DraftRow } from '../storage/entities';

/** SQLite answers MIN(timestamp) as 'YYYY-MM-DD HH:MM:SS.SSS' (UTC), PostgreSQL as a Date. */
function timestamp(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
}

/** Only queries: how many drafts were saved since a moment, and how many of them hold each player. */
@Injectable()
export class OwnershipRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async draftsSince(since: Date | null): Promise<number> {
    const qb = this.dataSource.getRepository(DraftRow).createQueryBuilder('d');
    if (since) qb.where('d.createdAt >= :since', { since });
    return qb.getCount();
  }

  /** When the oldest draft saved since `since` was saved; null when there is none. */
  async oldestSince(since: Date | null): Promise<Date | null> {
    const qb = this.dataSource.getRepository(DraftRow).createQueryBuilder('d').select('MIN(d.createdAt)', 'oldest');
    if (since) qb.where('d.createdAt >= :since', { since });
    const row = await qb.getRawOne<{ oldest: unknown }>();
    return timestamp(row?.oldest);
  }

  async draftsPerPlayerSince(since: Date | null): Promise<Map<number, number>> {
    const qb = this.dataSource
      .getRepository(DraftPlayerRow)
      .createQueryBuilder('dp')
      .select('dp.playerId', 'playerId')
      .addSelect('COUNT(*)', 'drafts')
      .groupBy('dp.playerId');
    if (since) qb.where('dp.createdAt >= :since', { since });
    const rows = await qb.getRawMany<{ playerId: number | string; drafts: number | string }>();
    return new Map(rows.map((r) => [Number(r.playerId), Number(r.drafts)]));
  }
}
