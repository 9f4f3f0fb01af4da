import type { ReactNode } from 'react';
import type { Player } from '@draftroom/contracts';
import { POSITION_IDS } from '@draftroom/domain';
import { Pitch, PitchPlayer } from '@draftroom/ui';
import { formatPrice } from '../format';

export interface DraftPitchProps {
  /** Players on the pitch, drawn in rows by position (goalkeepers at the top). */
  players: readonly Player[];
  bench?: readonly Player[];
  detail?: (player: Player) => ReactNode;
  badge?: (player: Player) => 'C' | 'V' | undefined;
  dimmed?: (player: Player) => boolean;
  selected?: (player: Player) => boolean;
  onPlayerClick?: (player: Player) => void;
  label?: string;
}

/** A saved draft (or a lineup of it) on the pitch, each player with his shirt and a detail line. */
export function DraftPitch({ players, bench, detail = (p) => formatPrice(p.price), badge, dimmed, selected, onPlayerClick, label }: DraftPitchProps) {
  const rows = POSITION_IDS.map((position) => ({ position, slots: players.filter((p) => p.position === position) })).filter((r) => r.slots.length > 0);
  return (
    <Pitch<Player>
      rows={rows}
      bench={bench}
      label={label}
      renderSlot={(player) =>
        player && (
          <PitchPlayer
            name={player.web_name}
            teamShortName={player.teamShortName}
            goalkeeper={player.position === 1}
            detail={detail(player)}
            badge={badge?.(player)}
            dimmed={dimmed?.(player)}
            selected={selected?.(player)}
            onClick={onPlayerClick ? () => onPlayerClick(player) : undefined}
            actionLabel={onPlayerClick ? `Open ${player.web_name}` : undefined}
            title={player.name}
          />
        )
      }
    />
  );
}
