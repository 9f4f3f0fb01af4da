import { useMemo, useState } from 'react';
import {
  applySuggestion, bringIn, canGoBack, canGoForward, changeFormation, chipChoices, correctFreeTransfers, freeTransfersLeft,
  freeTransfersOf, hitsOf, makeCaptain, makeViceCaptain, moveBack, moveForward, planWorth, playChip, playProbability, sellToEmptySlot, slotAt,
  substitute, updateCurrent, type Chip, type SuggestedGameweek, type PlanState, type SlotRef, type TeamFormation,
} from '@draftroom/domain';
import { toast } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';

/**
 * The plan being edited on the Team Manager screen. Every change is a rule of libs/domain; this
 * hook only keeps the state and says what happened (the toasts of spec 4 and 5).
 */
export function usePlan(initial: PlanState, market: Market) {
  const [plan, setPlan] = useState(initial);
  const gameweek = plan.current.gameweek;
  const freeTransfers = freeTransfersOf(plan, gameweek);
  const nameOf = (id: number | null | undefined) => (id == null ? 'Unknown player' : market.player(id)?.web_name ?? `Player ${id}`);
  const edit = (change: (squad: PlanState['current']) => PlanState['current']) => setPlan((p) => updateCurrent(p, change(p.current)));

  /** Brings a player into a slot; answers whether the picker can close. */
  function pick(target: SlotRef | undefined, playerId: number, sellPriceTenths?: number): boolean {
    const candidate = market.lookup(playerId);
    if (!candidate) return false;
    const replacing = target ? slotAt(plan.current, target)?.playerId ?? null : null;
    const outcome = bringIn(plan.current, target, candidate, market.lookup, freeTransfers, sellPriceTenths);
    switch (outcome.kind) {
      case 'refused':
        toast({ title: 'Cannot select player', description: outcome.reason, variant: 'destructive' });
        return false;
      case 'unchanged':
        toast({
          title: 'No change needed',
          description: replacing === playerId ? `${nameOf(playerId)} is already in that place.` : `${nameOf(playerId)} is back in his place.`,
        });
        break;
      case 'reversed':
        toast({ title: 'No change needed', description: `${nameOf(playerId)} is back: the transfer was cancelled.` });
        break;
      case 'added':
        toast({ title: 'Player added', description: `${nameOf(playerId)} added to your squad`, variant: 'success' });
        break;
      case 'transferred':
        if (replacing != null) toast({ title: 'Transfer made', description: `${nameOf(outcome.playerOut)} to ${nameOf(playerId)}`, variant: 'success' });
        else toast({ title: 'Player added', description: `${nameOf(playerId)} replaces ${nameOf(outcome.playerOut)}`, variant: 'success' });
        break;
    }
    if (outcome.squad !== plan.current) setPlan(updateCurrent(plan, outcome.squad));
    return true;
  }

  const xptsNow = (id: number) => market.xpts(id, gameweek);
  const chanceOf = (id: number) => playProbability(market.player(id));

  // Every planned gameweek with expected substitutions: worked out once per change of the plan.
  const worth = useMemo(() => planWorth(plan, market.lookup, market.xpts, chanceOf), [plan, market]); // eslint-disable-line react-hooks/exhaustive-deps

  function chip(choice: Chip | null) {
    const outcome = playChip(plan, choice);
    if ('problem' in outcome) toast({ title: 'Cannot play chip', description: outcome.problem, variant: 'destructive' });
    else setPlan(outcome);
  }

  /** Replaces the plan with a suggested one (the solver's), by the rules a manual transfer follows. */
  function applySuggested(gameweeks: readonly SuggestedGameweek[]): boolean {
    const outcome = applySuggestion(plan, gameweeks, market.lookup);
    if ('problem' in outcome) {
      toast({ title: 'Cannot apply the suggestion', description: outcome.problem, variant: 'destructive' });
      return false;
    }
    setPlan(outcome.plan);
    const count = gameweeks.reduce((n, gw) => n + gw.transfers.length, 0);
    toast({ title: 'Suggestion applied', description: `${count} transfer${count === 1 ? '' : 's'} planned from GW${plan.firstGameweek}: review them and save the plan.`, variant: 'success' });
    return true;
  }

  return {
    plan,
    applySuggestion: applySuggested,
    gameweek,
    freeTransfers,
    freeTransfersLeft: freeTransfersLeft(freeTransfers, plan.current.transfers.length, plan.current.chip),
    transferCost: hitsOf(plan.current),
    chanceOf,
    chips: chipChoices(plan),
    playChip: chip,
    correctFreeTransfers: (count: number) => setPlan((p) => correctFreeTransfers(p, count)),
    worth,
    /** Later transfers the last move dropped, and the undo that brings them back. */
    dropped: plan.dropped ?? [],
    undoDrop: () => setPlan((p) => p.undo ?? p),
    dismissDropped: () => setPlan((p) => ({ ...p, dropped: [], undo: undefined })),
    canGoBack: canGoBack(plan),
    canGoForward: canGoForward(plan),
    pick,
    sell: (ref: SlotRef, priceTenths: number) => edit((s) => sellToEmptySlot(s, ref, priceTenths)),
    setFormation: (formation: TeamFormation) => edit((s) => changeFormation(s, formation, xptsNow)),
    substitute: (a: SlotRef, b: SlotRef) => edit((s) => substitute(s, a, b)),
    makeCaptain: (id: number) => edit((s) => makeCaptain(s, id)),
    makeViceCaptain: (id: number) => edit((s) => makeViceCaptain(s, id)),
    goForward: () => setPlan((p) => moveForward(p, market.lookup)),
    goBack: () => setPlan((p) => moveBack(p, market.lookup)),
  };
}

export type PlanEditor = ReturnType<typeof usePlan>;
