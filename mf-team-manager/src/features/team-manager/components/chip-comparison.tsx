import type { SolverChipName, SuggestTransfersResultPayload } from '@draftroom/contracts';
import { CHIP_NAMES, formatXpts } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import type { ChipPlanRow } from '../hooks/use-chip-comparison';

const signed = (points: number) => `${points > 0 ? '+' : ''}${formatXpts(points)}`;
const chipName = (chip: SolverChipName | null) => (chip ? CHIP_NAMES[chip] : 'No chip');

/** Where the plan plays its chip: "GW31", or why it does not. */
function playedIn(row: ChipPlanRow): string {
  if (!row.chip) return '-';
  const week = row.result.gameweeks.find((g) => g.chip === row.chip);
  return week ? `GW${week.gameweek}` : 'Not worth playing in these gameweeks';
}

export interface ChipComparisonProps {
  rows: readonly ChipPlanRow[];
  shown: SuggestTransfersResultPayload | null;
  onShow: (result: SuggestTransfersResultPayload) => void;
}

/**
 * "Compare chip plans": the best plan with no chip next to the best plan with each chip in its
 * best week, the gain of each over no chip, and a way to show (then apply) any of them.
 */
export function ChipComparison({ rows, shown, onShow }: ChipComparisonProps) {
  const none = rows.find((r) => r.chip === null);
  return (
    <div className="tm-chip-compare__scroll">
      <table className="tm-chip-compare" aria-label="Chip plans compared">
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Played in</th>
            <th scope="col">Projected xPts</th>
            <th scope="col">Gain vs no chip</th>
            <th scope="col"><span className="dr-visually-hidden">Show</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.chip ?? 'none'} data-testid={`chip-plan-${row.chip ?? 'none'}`}>
              <th scope="row">{chipName(row.chip)}</th>
              <td>{playedIn(row)}</td>
              <td>{formatXpts(row.result.projectedPoints)}</td>
              <td>{row.chip && none ? signed(row.result.projectedPoints - none.result.projectedPoints) : '-'}</td>
              <td>
                {shown === row.result ? <span>Shown below</span> : (
                  <Button variant="secondary" onClick={() => onShow(row.result)} aria-label={`Show the ${chipName(row.chip)} plan`}>Show</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
