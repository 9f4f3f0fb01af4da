import type { Player } from '@draftroom/contracts';
import { BUDGET, cheapestFill, SQUAD_SIZE, toTenths } from '@draftroom/domain';
import { formatPrice } from '../../../shared/format';
import type { SquadState } from '../hooks/use-squad';
import { PlayerPicker } from './player-picker';

export interface DraftStatusCardProps {
  players: Player[];
  squad: SquadState;
  planningFrom?: number;
}

/** Left card: the money left, a bar from £0m to the budget, and the player picker. */
export function DraftStatusCard({ players, squad, planningFrom }: DraftStatusCardProps) {
  const spentShare = Math.min(100, (toTenths(squad.cost) / toTenths(BUDGET)) * 100);
  const empty = SQUAD_SIZE - squad.squad.length;
  // A warning before the last picks, not after (issue 31): the money left cannot fill the empty slots.
  const floor = empty > 0 ? cheapestFill(squad.squad, players) : 0;
  const shortOfMoney = empty > 0 && toTenths(floor) > toTenths(squad.remaining);
  return (
    <section className="dr-card builder__status" aria-labelledby="draft-status-title">
      <h2 id="draft-status-title" className="dt-card-title">Draft Status</h2>
      <div className="builder-budget">
        <div className="builder-budget__row">
          <span className="builder-budget__label">Remaining budget</span>
          <span className={`builder-budget__value${squad.remaining < 5 ? ' is-low' : ''}`}>{formatPrice(squad.remaining)}</span>
        </div>
        <div
          className="builder-budget__bar"
          role="progressbar"
          aria-label="Budget spent"
          aria-valuemin={0}
          aria-valuemax={BUDGET}
          aria-valuenow={squad.cost}
          aria-valuetext={`${formatPrice(squad.cost)} of ${formatPrice(BUDGET)} spent`}
        >
          <span className="builder-budget__fill" style={{ width: `${spentShare}%` }} />
        </div>
        <div className="builder-budget__scale" aria-hidden="true">
          <span>£0m</span>
          <span>{formatPrice(BUDGET)}</span>
        </div>
        {shortOfMoney && (
          <p className="builder-budget__warning" role="status">
            {formatPrice(squad.remaining)} cannot fill the {empty} empty slot{empty === 1 ? '' : 's'}: the cheapest players for them cost
            {' '}{formatPrice(floor)}. Swap a dear player for a cheaper one.
          </p>
        )}
      </div>
      <PlayerPicker players={players} squad={squad} planningFrom={planningFrom} />
    </section>
  );
}
