import { useMemo } from 'react';
import type { Draft } from '@draftroom/contracts';
import {
  BUDGET, createPlan, FREE_TRANSFERS_WITHOUT_HISTORY, reopenPlan, savedPlanStart, squadFromPlayers, sumPrices, toTenths, type PlanState,
} from '@draftroom/domain';
import { ErrorState } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import type { Reopen } from '../hooks/use-reopen-link';
import { Planner } from './planner-lazy';

/** What a plan without a real team starts from: a saved draft, or a saved plan that was started from one. */
export type DraftSource = { draft: Draft } | { reopen: Reopen };

export interface DraftPlanProps {
  source: DraftSource;
  planningFrom: number;
  market: Market;
  onChangeTeam: () => void;
}

/** A fifteen at today's prices, the best projected eleven in 4-4-2, in the gameweek before `planningFrom`. */
function planFrom(players: readonly number[], bankTenths: number | undefined, planningFrom: number, market: Market): PlanState {
  const known = players.filter((id) => market.lookup(id));
  // a draft's bank is the rest of the £100m budget; a saved plan brings its own
  const bank = bankTenths ?? Math.max(0, toTenths(BUDGET - sumPrices(known.map((id) => market.lookup(id)!.price))));
  const byXpts = (a: number, b: number) => (market.xpts(b, planningFrom) ?? 0) - (market.xpts(a, planningFrom) ?? 0);
  return createPlan(squadFromPlayers(known, bank, planningFrom - 1, market.lookup, byXpts), planningFrom, FREE_TRANSFERS_WITHOUT_HISTORY);
}

/**
 * A plan from a saved draft: its fifteen at today's prices with the rest of the £100m budget in
 * the bank, the best projected eleven in 4-4-2, and one free transfer (no history to derive more).
 * A saved plan that was started from a draft reopens the same way, from its own squad and bank
 * (decision 105), never from the team ID it was filed under.
 */
export function DraftPlan({ source, planningFrom, market, onChangeTeam }: DraftPlanProps) {
  const initial = useMemo(() => {
    if ('draft' in source) return planFrom(source.draft.selectedPlayers, undefined, planningFrom, market);
    const start = savedPlanStart(source.reopen.plan, planningFrom);
    return start && reopenPlan(planFrom(start.players, start.bankTenths, planningFrom, market), source.reopen.plan, market.lookup);
  }, [source, planningFrom, market]);
  if (!initial) return <ErrorState title="The saved plan could not be opened" message="It has no squad to start from." />;
  const reopen = 'reopen' in source ? source.reopen : undefined;
  return (
    <Planner initial={initial} market={market} teamId={null}
      origin={{ kind: 'draft', label: reopen ? 'Plan from a draft' : 'Draft', value: 'draft' in source ? source.draft.name : source.reopen.plan.name, changeLabel: 'Change Draft' }}
      reopened={reopen && { id: reopen.plan.id, name: reopen.plan.name, ownerKey: reopen.ownerKey, teamId: reopen.plan.teamId }}
      totalPoints={null} overallRank={null} onChangeTeam={onChangeTeam} />
  );
}
