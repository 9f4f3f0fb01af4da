import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DraftPlayerRow, DraftRow } from '../storage/entities';

/** Only queries: how many drafts were saved since a moment, and how many of them hold each player. */
@Injectable()
export class OwnershipRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async draftsSince(since: Date | null): Promise<number> {
    const qb = this.dataSource.getRepository(DraftRow).createQueryBuilder('d');
    if (since) qb.where('d.createdAt >= :since', { since });
    return qb.getCount();
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
