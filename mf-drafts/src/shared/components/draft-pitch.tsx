import type { ReactNode } from 'react';
import type { Player } from '@draftroom/contracts';
import { POSITION_IDS, xptsIn } from '@draftroom/domain';
import { Pitch, PitchPlayer, useSeason } from '@draftroom/ui';
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

/**
 * A saved draft (or a lineup of it) on the pitch, each player with his shirt and a detail line:
 * by default his price and his xPts in the first planning gameweek (issue 31: All Drafts and
 * Compare show what each player is expected to score, not only what he costs).
 */
export function DraftPitch({ players, bench, detail, badge, dimmed, selected, onPlayerClick, label }: DraftPitchProps) {
  const gameweek = useSeason().data?.planningFrom;
  const detailOf = detail ?? ((p: Player) => formatPrice(p.price));
  // The xPts on a line of its own under the price: "£5.0m · 2.9 xP" on one line ran out of its
  // label at 1280 and broke anywhere at 390 (issue 31). The unit stays with its number.
  const xptsLine = detail || gameweek === undefined ? undefined : (p: Player) => (
    <span title={`${xptsIn(p, gameweek).toFixed(2)} expected points in gameweek ${gameweek}`}>{xptsIn(p, gameweek).toFixed(1)}{'\u00a0'}xP</span>
  );
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
            detail={detailOf(player)}
            subDetail={xptsLine?.(player)}
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
