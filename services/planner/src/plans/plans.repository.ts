import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SAVED_PLANS_LIMIT } from '@draftroom/contracts';
import { inTransaction } from '@draftroom/nest-kit';
import { PlanRow } from './plan.entity';

export type NewPlan = Omit<PlanRow, 'id'>;

/** `%`, `_` and `\` typed by a person are text, not wildcards. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Only queries: store a plan, find plans by team and folded name, read one. */
@Injectable()
export class PlansRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  insert(plan: NewPlan): Promise<PlanRow> {
    return inTransaction(this.dataSource, (em) => em.save(PlanRow, em.create(PlanRow, plan)));
  }

  /** Saves over a plan (its id and creation time stay); answers false when it is gone. */
  async replace(id: number, plan: NewPlan): Promise<boolean> {
    return inTransaction(this.dataSource, async (em) => {
      const { createdAt: _kept, ...changes } = plan;
      const result = await em.update(PlanRow, { id }, changes);
      return (result.affected ?? 0) > 0;
    });
  }

  /** The plan an owner key (by its hash) belongs to, as a list row. */
  findOwned(ownerKeyHash: string): Promise<PlanRow | null> {
    return this.listRows().andWhere('plan.ownerKeyHash = :ownerKeyHash', { ownerKeyHash }).getOne();
  }

  private listRows() {
    return this.dataSource
      .getRepository(PlanRow)
      .createQueryBuilder('plan')
      .select(['plan.id', 'plan.name', 'plan.teamId', 'plan.createdAt', 'plan.transfersMade', 'plan.firstGameweek', 'plan.lastGameweek', 'plan.chips']);
  }

  /** Newest first; the list rows leave the document out. */
  search(filter: { teamId?: number; foldedName?: string }): Promise<PlanRow[]> {
    const query = this.listRows()
      .orderBy('plan.createdAt', 'DESC')
      .addOrderBy('plan.id', 'DESC')
      .limit(SAVED_PLANS_LIMIT);
    if (filter.teamId !== undefined) query.andWhere('plan.teamId = :teamId', { teamId: filter.teamId });
    if (filter.foldedName) {
      query.andWhere("plan.searchName LIKE :pattern ESCAPE '\\'", { pattern: `%${likeLiteral(filter.foldedName)}%` });
    }
    return query.getMany();
  }

  findById(id: number): Promise<PlanRow | null> {
    return this.dataSource.getRepository(PlanRow).findOneBy({ id });
  }
}
