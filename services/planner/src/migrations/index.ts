import { IdempotentRequests1764900000000 } from '@draftroom/nest-kit';
import { CreatePlans1763800000000 } from './1763800000000-create-plans';
import { AddPlanOwnerKey1764000000100 } from './1764000000100-add-plan-owner-key';
import { AddPlanOrigin1765000000000 } from './1765000000000-add-plan-origin';

/** Every migration of the planner service, oldest first. */
export const PLANNER_MIGRATIONS: Array<new () => unknown> = [CreatePlans1763800000000, AddPlanOwnerKey1764000000100, IdempotentRequests1764900000000, AddPlanOrigin1765000000000];
