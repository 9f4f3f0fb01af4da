import { forwardRef } from 'react';
import type { SuggestTransfersResultPayload } from '@draftroom/contracts';
import { CHIP_NAMES, formatTenths, formatXpts } from '@draftroom/domain';
import { solverGapText } from '@draftroom/ui';
import type { Market } from '../../../shared/hooks/use-market';
import { PriceMoveArrow } from '../../../shared/components/price-move';

export interface SuggestionResultProps {
  result: SuggestTransfersResultPayload;
  market: Market;
}

const signed = (points: number) => `${points > 0 ? '+' : ''}${formatXpts(points)}`;

/**
 * The suggested plan gameweek by gameweek: who goes out and comes in, the hits, what the
 * transfers gain against rolling them, captain and vice; then the projected total, the time
 * taken and the optimality gap. The heading takes the focus when the answer arrives.
 */
export const SuggestionResult = forwardRef<HTMLHeadingElement, SuggestionResultProps>(function SuggestionResult({ result, market }, headingRef) {
  const name = (id: number) => market.player(id)?.web_name ?? `Player ${id}`;
  const { proof } = result;
  const first = result.gameweeks[0]?.gameweek;
  const moving = result.gameweeks.some((gw) => gw.transfers.some((t) => market.priceMove(t.out) || market.priceMove(t.in)));
  const last = result.gameweeks.at(-1)?.gameweek;
  return (
    <section className="tm-suggest__result" aria-labelledby="tm-suggest-result-title">
      <h3 id="tm-suggest-result-title" className="tm-suggest__subtitle" tabIndex={-1} ref={headingRef}>
        Suggested plan, GW{first}{last !== first ? `-${last}` : ''}
      </h3>
      <ol className="tm-suggest__gameweeks">
        {result.gameweeks.map((gw) => (
          <li key={gw.gameweek} className="tm-suggest__gameweek" data-testid={`suggested-gw-${gw.gameweek}`}>
            <h4>
              GW{gw.gameweek} <span className="tm-suggest__formation">{gw.formation}</span>
              {gw.chip && <span className="tm-suggest__chip" data-testid={`suggested-chip-${gw.gameweek}`}>{CHIP_NAMES[gw.chip]}</span>}
            </h4>
            {gw.transfers.length === 0 ? <p>{gw.chip === 'wildcard' ? 'No transfers' : `No transfers: roll the free transfer (${gw.freeTransfers} free)`}</p> : (
              <ul className="tm-suggest__transfers" aria-label={`GW${gw.gameweek} transfers`}>
                {gw.transfers.map((t) => (
                  <li key={`${t.out}-${t.in}`}>
                    <span className="tm-suggest__out">Out {name(t.out)} ({formatTenths(t.sellingPrice)}<PriceMoveArrow move={market.priceMove(t.out)} />)</span>{' '}
                    <span aria-hidden="true">→</span>{' '}
                    <span className="tm-suggest__in">In {name(t.in)} ({formatTenths(t.price)}<PriceMoveArrow move={market.priceMove(t.in)} />)</span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="tm-suggest__facts">
              <div><dt>Hits</dt><dd>{gw.hits > 0 ? `-${gw.hits}` : '0'} ({gw.chip === 'wildcard' ? 'wildcard: all free' : `${gw.freeTransfers} free`})</dd></div>
              <div><dt>Gain vs rolling</dt><dd>{gw.transfers.length === 0 ? '-' : `${signed(gw.gainVsRoll)} xPts`}</dd></div>
              <div><dt>Captain</dt><dd>{name(gw.captain)} (vice {name(gw.viceCaptain)})</dd></div>
              <div><dt>xPts</dt><dd>{formatXpts(gw.xpts)}</dd></div>
              <div><dt>Bank</dt><dd>{formatTenths(gw.bank)}</dd></div>
            </dl>
          </li>
        ))}
      </ol>
      {moving && (
        <p className="tm-suggest__note" data-testid="price-move-note">
          ▲▼ A price predicted to move before GW{first}. A sale after GW{first} counts a predicted fall, a purchase after GW{first} a predicted
          rise. Applied to your plan, purchases are at today&apos;s price and a player bought in the plan sells for what he cost, so the
          planner&apos;s bank may be higher.
        </p>
      )}
      <dl className="tm-suggest__summary" aria-label="Solver result">
        <div><dt>Projected total</dt><dd data-testid="suggest-total">{formatXpts(result.projectedPoints)} xPts (rolling every transfer: {formatXpts(result.rollPoints)})</dd></div>
        <div><dt>Time taken</dt><dd>{proof.solveSeconds.toFixed(2)} s</dd></div>
        <div><dt>Optimality gap</dt><dd>{solverGapText(proof, 'plan')}</dd></div>
      </dl>
    </section>
  );
});
