/** Where the plan came from: 'Team ID 1001' or a draft, and what its reset button reads. */
export interface PlanOrigin {
  label: string;
  value: string;
  /** 'Change Team ID' for a real team, 'Change Draft' for a plan started from a draft. */
  changeLabel: string;
}
