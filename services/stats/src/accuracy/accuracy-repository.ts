import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { XptsAccuracySchema, type XptsAccuracy } from '@draftroom/contracts';
import { inTransaction } from '@draftroom/nest-kit';
import { AccuracyReportRow } from '../storage/entities';

const KEY = 'latest';

/** The stored backtest figures: one row, replaced after each projection. */
@Injectable()
export class AccuracyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async replace(report: XptsAccuracy): Promise<void> {
    await inTransaction(this.dataSource, async (em) => {
      await em.delete(AccuracyReportRow, { id: KEY });
      await em.insert(AccuracyReportRow, { id: KEY, report: JSON.stringify(report) });
    });
  }

  async load(): Promise<XptsAccuracy | null> {
    const row = await this.dataSource.manager.findOneBy(AccuracyReportRow, { id: KEY });
    return row ? XptsAccuracySchema.parse(JSON.parse(row.report)) : null;
  }
}
