/** Where the plan came from: 'Team ID 1001' or a draft, and what its reset button reads. */
export interface PlanOrigin {
  /** A real team's picks, or a squad of the plan's own (a draft): only a team has an official free-transfer count. */
  kind: 'team' | 'draft';
  label: string;
  value: string;
  /** 'Change Team ID' for a real team, 'Change Draft' for a plan started from a draft. */
  changeLabel: string;
}
