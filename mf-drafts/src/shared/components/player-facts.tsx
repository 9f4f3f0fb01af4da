import type { ReactNode } from 'react';
import type { Player } from '@draftroom/contracts';
import { positionCode } from '@draftroom/domain';
import { PlayerShirt } from '@draftroom/ui';
import { formatPrice } from '../format';
import './shared.css';

/** The head of a player dialog: shirt, club and position, price and points (plus anything extra). */
export function PlayerFacts({ player, extra }: { player: Player; extra?: ReactNode }) {
  return (
    <div className="dt-player-facts">
      <PlayerShirt teamShortName={player.teamShortName} goalkeeper={player.position === 1} size={56} />
      <dl className="dt-player-facts__list">
        <div><dt>Team</dt><dd>{player.teamName}</dd></div>
        <div><dt>Position</dt><dd>{positionCode(player.position)}</dd></div>
        <div><dt>Price</dt><dd>{formatPrice(player.price)}</dd></div>
        <div><dt>Points</dt><dd>{player.totalPoints}</dd></div>
        {extra}
      </dl>
    </div>
  );
}
