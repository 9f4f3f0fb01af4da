import type { SensitivityResultPayload } from '@draftroom/contracts';
import { formatXpts } from '@draftroom/domain';
import type { Market } from '../../../shared/hooks/use-market';

/**
 * What the noisy solves chose for the first gameweek (issue 30): each move ("Roll the transfer"
 * when none) with how often it won, then the plans' mean projection and its spread.
 */
export function SensitivityResult({ result, market }: { result: SensitivityResultPayload; market: Market }) {
  const name = (id: number) => market.player(id)?.web_name ?? `Player ${id}`;
  const moveText = (move: SensitivityResultPayload['moves'][number]) =>
    move.transfers.length === 0 ? 'Roll the transfer' : move.transfers.map((t) => `${name(t.out)} → ${name(t.in)}`).join(', ');
  return (
    <section className="tm-sensitivity__result" aria-labelledby="tm-sensitivity-title">
      <h3 id="tm-sensitivity-title" className="tm-suggest__subtitle">GW{result.firstGameweek} moves over {result.runs} noisy solves</h3>
      <div className="tm-chip-compare__scroll">
        <table className="tm-chip-compare" aria-label="First-gameweek moves">
          <thead>
            <tr><th scope="col">Move</th><th scope="col">Chosen</th><th scope="col">Share</th></tr>
          </thead>
          <tbody>
            {result.moves.map((move) => (
              <tr key={moveText(move)} data-testid="sensitivity-move">
                <th scope="row">{moveText(move)}</th>
                <td>{move.count} of {result.runs}</td>
                <td>{Math.round(move.share * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="sensitivity-spread">
        Projected points: mean {formatXpts(result.meanPoints)}, spread (standard deviation) {formatXpts(result.sdPoints)}
        {result.runs < result.requested ? ` (${result.requested - result.runs} solves found no plan in their time)` : ''}.
      </p>
    </section>
  );
}
