import type { ReactNode } from 'react';
import { PlayerShirt } from '@draftroom/ui';

export interface PlayerCellProps {
  name: string;
  team: string;
  position: string;
  onOpen?: () => void;
  /** False for a club the product draws no shirt for (2024/25's relegated clubs): it wears the generic kit. */
  shirt?: boolean;
  /** The game's availability flag (an AvailabilityFlag), beside the name. */
  flag?: ReactNode;
}

/** A player in a table: shirt, short name, and club/position underneath. */
export function PlayerCell({ name, team, position, onOpen, shirt = true, flag }: PlayerCellProps) {
  const label: ReactNode = onOpen ? (
    <button type="button" className="st-player__name st-player__name--button" onClick={onOpen} title={`Details of ${name}`}>
      {name}
    </button>
  ) : (
    <span className="st-player__name">{name}</span>
  );
  return (
    <span className="st-player">
      <PlayerShirt teamShortName={team} goalkeeper={position === 'GKP' || position === 'GK'} size={28} kit={shirt ? 'club' : 'generic'} />
      <span className="st-player__text">
        {flag ? <span className="st-player__flagged">{label}{flag}</span> : label}
        <span className="st-player__meta">{team} · {position}</span>
      </span>
    </span>
  );
}
