import type { z } from 'zod';
import type { PlanOrigin, PlanSquadInputSchema, SaveFplPlan, SavePlan, TransferRecordPayload } from './plans';

/** One gameweek of a plan on the wire: its fifteen, and whatever of its line-up, bank, armbands and chip was sent. */
export type PlanWireSquad = z.infer<typeof PlanSquadInputSchema>;

/**
 * A plan on the wire: one document, whichever call sent it (decision 182). Each gameweek's squad
 * carries its own formation, eleven and bank; `origin` says where the replay starts it (a team's
 * picks, or its own first gameweek, as a plan from a draft). POST /api/save-plan and
 * POST /api/save-fpl-plan keep the spec's field sets and are mapped to it at the edge
 * (`planFromSavePlan`, `planFromSaveFplPlan`), so the planner service only ever reads this.
 * The plan's other shapes: the screen's `PlanState` (libs/domain) and the stored `PlanDocument`.
 */
export interface PlanWire {
  origin: PlanOrigin;
  name: string;
  teamId: number;
  gameweekSquads: Record<string, PlanWireSquad>;
  transferHistory: TransferRecordPayload[];
  firstGameweekFreeTransfers?: number;
  replaces?: SavePlan['replaces'];
}

/** The spec's per-gameweek maps (save-fpl-plan sends all three, save-plan only the banks). */
interface PerGameweekMaps {
  gameweekFormations?: SaveFplPlan['gameweekFormations'];
  gameweekPitchPlayers?: SaveFplPlan['gameweekPitchPlayers'];
  gameweekBankAmounts?: SavePlan['gameweekBankAmounts'];
}

type SentSquads = SavePlan['gameweekSquads'];

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Each gameweek's squad with what the maps say of it folded in; what the squad itself says wins. */
function squadsOf(sent: SentSquads, maps: PerGameweekMaps): Record<string, PlanWireSquad> {
  return Object.fromEntries(Object.entries(sent).map(([gw, entry]) => {
    const squad: PlanWireSquad = Array.isArray(entry) ? { players: entry } : entry;
    return [gw, defined({
      ...squad,
      formation: squad.formation ?? maps.gameweekFormations?.[gw],
      pitchPlayers: squad.pitchPlayers ?? maps.gameweekPitchPlayers?.[gw],
      bankAmount: squad.bankAmount ?? maps.gameweekBankAmounts?.[gw],
    })];
  }));
}

const common = (body: SavePlan | SaveFplPlan) => defined({
  teamId: body.teamId,
  gameweekSquads: squadsOf(body.gameweekSquads, body),
  transferHistory: body.transferHistory,
  firstGameweekFreeTransfers: body.firstGameweekFreeTransfers,
  replaces: body.replaces,
});

/** POST /api/save-plan (spec 7: name, ...): a plan that starts from its own first gameweek, as from a draft. */
export const planFromSavePlan = (body: SavePlan): PlanWire => ({ origin: 'draft', name: body.name, ...common(body) });

/** POST /api/save-fpl-plan (spec 7: planName, ...): a plan that starts from the team's picks. */
export const planFromSaveFplPlan = (body: SaveFplPlan): PlanWire => ({ origin: 'team', name: body.planName, ...common(body) });
