import { useMemo } from 'react';
import type { Draft } from '@draftroom/contracts';
import { BUDGET, createPlan, FREE_TRANSFERS_WITHOUT_HISTORY, squadFromPlayers, sumPrices, toTenths } from '@draftroom/domain';
import type { Market } from '../../../shared/hooks/use-market';
import { Planner } from './planner';

export interface DraftPlanProps {
  draft: Draft;
  planningFrom: number;
  market: Market;
  onChangeTeam: () => void;
}

/**
 * A plan from a saved draft: its fifteen at today's prices with the rest of the £100m budget in
 * the bank, the best projected eleven in 4-4-2, and one free transfer (no history to derive more).
 */
export function DraftPlan({ draft, planningFrom, market, onChangeTeam }: DraftPlanProps) {
  const initial = useMemo(() => {
    const known = draft.selectedPlayers.filter((id) => market.lookup(id));
    const spent = sumPrices(known.map((id) => market.lookup(id)!.price));
    const byXpts = (a: number, b: number) => (market.xpts(b, planningFrom) ?? 0) - (market.xpts(a, planningFrom) ?? 0);
    const base = squadFromPlayers(known, Math.max(0, toTenths(BUDGET - spent)), planningFrom - 1, market.lookup, byXpts);
    return createPlan(base, planningFrom, FREE_TRANSFERS_WITHOUT_HISTORY);
  }, [draft, planningFrom, market]);
  return (
    <Planner initial={initial} market={market} teamId={null} origin={{ label: 'Draft', value: draft.name, changeLabel: 'Change Draft' }}
      totalPoints={null} overallRank={null} onChangeTeam={onChangeTeam} />
  );
}
