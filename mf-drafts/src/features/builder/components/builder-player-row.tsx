import type { ReactNode } from 'react';
import type { Player } from '@draftroom/contracts';
import { PlayerRow } from '@draftroom/ui';
import { formatPrice } from '../../../shared/format';

export interface BuilderPlayerRowProps {
  player: Player;
  /** Why the squad refuses this player (spec 5), or null: a refused row is dimmed with it as its tooltip. */
  refusal: string | null;
  detail: string;
  actions?: ReactNode;
  onSelect?: () => void;
}

/** One player in the builder's lists (the picker and the slot dialog): price and total points beside him. */
export function BuilderPlayerRow({ player: p, refusal, detail, actions, onSelect }: BuilderPlayerRowProps) {
  return (
    <div role="listitem">
      <PlayerRow
        playerId={p.id}
        name={p.web_name}
        fullName={p.name}
        availability={p}
        detail={detail}
        teamShortName={p.teamShortName}
        goalkeeper={p.position === 1}
        dimmed={refusal !== null}
        reason={refusal ?? undefined}
        stats={
          <>
            <span className="builder-stat">{formatPrice(p.price)}</span>
            <span className="builder-stat builder-stat--points">{p.totalPoints} pts</span>
          </>
        }
        actions={actions}
        onSelect={onSelect}
      />
    </div>
  );
}
