import { lazy, Suspense, useEffect, useState } from 'react';
import type { SavePlanResult } from '@draftroom/contracts';
import {
  defaultSellPrice, isSquadComplete, paidFor, planRecords, planTransfers, projectedPoints, slotAt, toTenths, type PlanState, type SlotRef,
} from '@draftroom/domain';
import { preloadShirts } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { usePlan } from '../hooks/use-plan';
import { useSavePlan } from '../hooks/use-save-plan';
import { DroppedTransfers } from './dropped-transfers';
import './real-game.css';
import { PlanWorthTable } from './plan-worth';
import { PlayerActionDialog } from './player-action-dialog';
import { PlayerPickerDialog } from './player-picker-dialog';
import type { PlanOrigin } from './plan-origin';
import { PlannerSidebar } from './planner-sidebar';
import { SavePlanDialog } from './save-plan-dialog';
import { SellPriceDialog } from './sell-price-dialog';
import { TeamSelection } from './team-selection';
import { TransfersMade } from './transfers-made';

/**
 * The solver panel loads after the plan shows, in its own chunk: it is not needed for the first
 * paint, and Team Manager's first load stays inside its budget (decision 080).
 */
const SuggestTransfersPanel = lazy(() => import('./suggest-transfers-panel').then((m) => ({ default: m.SuggestTransfersPanel })));

/** Which dialog is open: a player's actions, his sell price (before emptying or replacing), the picker, or saving. */
type Flow =
  | { step: 'actions'; ref: SlotRef }
  | { step: 'sell'; ref: SlotRef; then: 'empty' | 'replace' }
  | { step: 'pick'; ref?: SlotRef; sellPriceTenths?: number }
  | { step: 'save' };

export interface PlannerProps {
  initial: PlanState;
  market: Market;
  /** The real team's ID; null for a plan started from a draft. */
  teamId: number | null;
  origin: PlanOrigin;
  totalPoints: number | null;
  overallRank: number | null;
  onChangeTeam: () => void;
  /** Said when selling prices fall back to current prices. */
  pricesNote?: string;
  /** The saved plan this plan reopens, its owner key when the private link gave it, and (from a draft) the team ID it is filed under. */
  reopened?: { id: number; name: string; ownerKey?: string; teamId?: number };
}

/** The loaded Team Manager screen: controls on the left, the pitch and the transfers on the right. */
export function Planner({ initial, market, teamId, origin, totalPoints, overallRank, onChangeTeam, pricesNote, reopened }: PlannerProps) {
  const editor = usePlan(initial, market);
  const save = useSavePlan(teamId == null ? 'draft' : 'team', market.lookup);
  const [saved, setSaved] = useState<SavePlanResult>();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [subFrom, setSubFrom] = useState<SlotRef | null>(null);
  // A slot whose player changes as a dialog closes: its new content takes the keyboard focus.
  const [focusSlot, setFocusSlot] = useState<SlotRef | null>(null);
  // Used once: the slot's new content has focused itself (child effects run first), so forget it.
  useEffect(() => void (focusSlot && setFocusSlot(null)), [focusSlot]);
  const squad = editor.plan.current;
  const complete = isSquadComplete(squad);
  const projected = projectedPoints(squad, (id) => market.xpts(id, squad.gameweek), editor.transferCost,
    { chip: squad.chip, chanceOf: editor.chanceOf });
  const playerAt = (ref: SlotRef) => slotAt(squad, ref)?.playerId ?? null;
  // Every club's shirts, five at a time (spec 4), so the picker's rows never pop in.
  useEffect(() => void preloadShirts(market.players.map((p) => p.teamShortName)), [market]);

  const onPlayer = (ref: SlotRef) => {
    if (!subFrom) return setFlow({ step: 'actions', ref });
    if (subFrom.onBench !== ref.onBench || subFrom.index !== ref.index) editor.substitute(subFrom, ref);
    setSubFrom(null);
  };

  const flowPlayer = flow && 'ref' in flow && flow.ref ? playerAt(flow.ref) : null;
  const flowInfo = flowPlayer != null ? market.player(flowPlayer) : undefined;
  return (
    <div className="tm-layout">
      <PlannerSidebar editor={editor} origin={origin} totalPoints={totalPoints} overallRank={overallRank} projected={projected}
        complete={complete} onChangeTeam={onChangeTeam} onSave={() => setFlow({ step: 'save' })} />
      <div className="tm-main">
        <TeamSelection squad={squad} market={market} subFrom={subFrom} focusSlot={focusSlot} onPlayer={onPlayer}
          onEmptySlot={(ref) => setFlow({ step: 'pick', ref })}
          onStartSubstitution={(ref) => setSubFrom(ref)}
          onRemove={(ref) => setFlow({ step: 'sell', ref, then: 'empty' })}
          onCancelSubstitution={() => setSubFrom(null)}
          onBrowse={() => setFlow({ step: 'pick' })} />
        <DroppedTransfers editor={editor} market={market} />
        {pricesNote && <p className="tm-note" role="note" data-testid="prices-note">{pricesNote}</p>}
        <TransfersMade transfers={planTransfers(editor.plan)} market={market} />
        <PlanWorthTable worth={editor.worth} />
        <Suspense fallback={<p className="tm-note" role="status">Loading the transfer solver…</p>}>
          <SuggestTransfersPanel editor={editor} market={market} />
        </Suspense>
      </div>

      {flow?.step === 'actions' && flowInfo && (
        <PlayerActionDialog player={flowInfo} gameweek={squad.gameweek} xpts={market.xpts(flowInfo.id, squad.gameweek)}
          opponents={market.opponents(flowInfo.team, squad.gameweek)} onBench={flow.ref.onBench}
          boughtAtTenths={paidFor(squad, flowInfo.id)} sellsForTenths={defaultSellPrice(squad, flowInfo.id, market.lookup)}
          priceMove={market.priceMove(flowInfo.id)}
          isCaptain={squad.captainId === flowInfo.id} isViceCaptain={squad.viceCaptainId === flowInfo.id}
          onClose={() => setFlow(null)}
          onSubstitute={() => { setSubFrom(flow.ref); setFlow(null); }}
          onMakeCaptain={() => { editor.makeCaptain(flowInfo.id); setFlow(null); }}
          onMakeViceCaptain={() => { editor.makeViceCaptain(flowInfo.id); setFlow(null); }}
          onTransferOut={() => setFlow({ step: 'sell', ref: flow.ref, then: 'replace' })} />
      )}
      {flow?.step === 'sell' && flowInfo && (
        <SellPriceDialog playerName={flowInfo.web_name}
          originalTenths={defaultSellPrice(squad, flowInfo.id, market.lookup) || toTenths(flowInfo.price)}
          then={flow.then}
          onCancel={() => setFlow(null)}
          onConfirm={(tenths) => {
            if (flow.then === 'empty') {
              editor.sell(flow.ref, tenths);
              setFocusSlot(flow.ref);
              setFlow(null);
            } else setFlow({ step: 'pick', ref: flow.ref, sellPriceTenths: tenths });
          }} />
      )}
      {flow?.step === 'pick' && (
        <PlayerPickerDialog squad={squad} target={flow.ref} sellPriceTenths={flow.sellPriceTenths} market={market}
          onPick={(id) => {
            if (flow.ref) setFocusSlot(flow.ref);
            return editor.pick(flow.ref, id, flow.sellPriceTenths);
          }}
          onClose={() => setFlow(null)} />
      )}
      {flow?.step === 'save' && (
        <SavePlanDialog teamId={teamId} gameweeks={Object.keys(planRecords(editor.plan).gameweekSquads).map(Number)}
          transfers={planTransfers(editor.plan).length} saving={save.saving} problem={save.problem} saved={saved}
          reopened={reopened && { id: reopened.id, name: reopened.name, canReplace: !!reopened.ownerKey, teamId: reopened.teamId }}
          onSave={(name, planTeamId, replace) => save.save(editor.plan, name, planTeamId, setSaved,
            replace && reopened?.ownerKey ? { id: reopened.id, ownerKey: reopened.ownerKey } : undefined)}
          onClose={() => { save.clearProblem(); setSaved(undefined); setFlow(null); }} />
      )}
    </div>
  );
}
