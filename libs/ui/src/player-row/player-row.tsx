import type { ReactNode } from 'react';
import type { AvailabilitySource } from '@draftroom/domain';
import { AvailabilityFlag } from '../availability-flag';
import { PlayerShirt } from '../shirt';
import { Tooltip } from '../tooltip';
import './player-row.css';

export interface PlayerRowProps {
  /** Short display name, shown in bold. */
  name: string;
  /** Second line: club name, position... */
  detail?: ReactNode;
  teamShortName: string;
  goalkeeper?: boolean;
  /** Figures at the right (price, points), already formatted. */
  stats?: ReactNode;
  /** Buttons at the far right (info, add...). */
  actions?: ReactNode;
  /** Greyed out, e.g. a player the squad rules refuse; `reason` explains why (tooltip, and a line for touch screens). */
  dimmed?: boolean;
  reason?: string;
  /** Makes the whole row one button (e.g. a pick in a dialog); leave `actions` empty then. */
  onSelect?: () => void;
  selected?: boolean;
  /** Full name for screen readers and the hover title. */
  fullName?: string;
  playerId?: number;
  /** The game's availability flag, shown beside the name when the player is flagged. */
  availability?: AvailabilitySource;
}

/** One player in a list: shirt, name and club, figures, and actions; optionally dimmed with a reason. */
export function PlayerRow(p: PlayerRowProps) {
  const classes = ['dr-player-row', p.dimmed && 'is-dimmed', p.selected && 'is-selected', p.onSelect && 'is-selectable'].filter(Boolean).join(' ');
  const body = (
    <>
      <PlayerShirt teamShortName={p.teamShortName} goalkeeper={p.goalkeeper} size={36} className="dr-player-row__shirt" />
      <span className="dr-player-row__text">
        <span className="dr-player-row__name" title={p.fullName}>
          {p.name}
          {p.availability && <> <AvailabilityFlag player={p.availability} interactive={!p.onSelect} /></>}
        </span>
        {p.detail && <span className="dr-player-row__detail">{p.detail}</span>}
        {p.dimmed && p.reason && <span className="dr-player-row__reason">{p.reason}</span>}
      </span>
      {p.stats && <span className="dr-player-row__stats">{p.stats}</span>}
    </>
  );
  const label = p.fullName ?? p.name;
  const row = p.onSelect ? (
    <button
      type="button"
      className={classes}
      onClick={p.onSelect}
      aria-disabled={p.dimmed || undefined}
      aria-label={p.reason ? `${label}: ${p.reason}` : label}
      data-player-id={p.playerId}
    >
      {body}
    </button>
  ) : (
    <div className={classes} data-player-id={p.playerId}>
      {body}
      {p.actions && <span className="dr-player-row__actions">{p.actions}</span>}
    </div>
  );
  return (
    <Tooltip content={p.reason} enabled={Boolean(p.dimmed && p.reason)}>
      {row}
    </Tooltip>
  );
}
