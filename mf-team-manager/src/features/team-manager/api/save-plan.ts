import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavePlanResultShape, type PlanOrigin, type SaveFplPlan, type SavePlan } from '@draftroom/contracts';
import { planRecords, squadsKeepingLater, type PlanState, type PlayerLookup } from '@draftroom/domain';
import { postJson, shapeChecked } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from '../../../shared/api/query-keys';

/** Where a plan starts: a real team's picks, or a saved draft (no picks upstream to start from); the saved plan's origin. */
export type PlanStartsFrom = PlanOrigin;

/**
 * The one client call that saves a plan (decisions 057 and 061). A team's plan goes to
 * POST /api/save-fpl-plan, where the server replays it from the team's picks; a plan from a
 * draft goes to POST /api/save-plan, which starts from the plan's own first gameweek, with each
 * gameweek's formation and eleven inside its squad.
 */
export function savePlan(
  teamId: number,
  planName: string,
  plan: PlanState,
  startsFrom: PlanStartsFrom = 'team',
  lookup?: PlayerLookup,
  replaces?: SaveFplPlan['replaces'],
) {
  // Later gameweeks kept as far as they still work, as the screen shows them (issue 14).
  const records = planRecords(plan, lookup ? squadsKeepingLater(plan, lookup).stored : undefined);
  if (startsFrom === 'team') {
    return postJson('/api/save-fpl-plan', { teamId, planName, ...records, replaces } satisfies SaveFplPlan, shapeChecked(SavePlanResultShape));
  }
  const gameweekSquads = Object.fromEntries(Object.entries(records.gameweekSquads).map(([gw, squad]) => [gw, {
    ...squad, formation: records.gameweekFormations[gw], pitchPlayers: records.gameweekPitchPlayers[gw],
  }]));
  const body = {
    name: planName, teamId, gameweekSquads, transferHistory: records.transferHistory, gameweekBankAmounts: records.gameweekBankAmounts,
    firstGameweekFreeTransfers: records.firstGameweekFreeTransfers, replaces,
  };
  return postJson('/api/save-plan', body satisfies SavePlan, shapeChecked(SavePlanResultShape));
}

export interface SavePlanVariables {
  teamId: number;
  planName: string;
  plan: PlanState;
  startsFrom: PlanStartsFrom;
  lookup?: PlayerLookup;
  /** Save over this plan (with its owner key) rather than as a new one. */
  replaces?: SaveFplPlan['replaces'];
}

/** The mutation behind every Save Plan button; a success refreshes the Saved Plans searches. */
export function useSavePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, planName, plan, startsFrom, lookup, replaces }: SavePlanVariables) =>
      savePlan(teamId, planName, plan, startsFrom, lookup, replaces),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY }),
  });
}
