import type { Player } from '@draftroom/contracts';
import { POSITION_IDS, positionCode, squadQuota, type PositionId } from '@draftroom/domain';
import { EmptySlot, Pitch, PitchPlayer } from '@draftroom/ui';
import { formatPrice } from '../../../shared/format';

export interface BuilderPitchProps {
  squad: readonly Player[];
  onEmptySlot: (position: PositionId) => void;
  onRemove: (player: Player) => void;
  onOpen: (player: Player) => void;
}

/** The builder's pitch (spec 2.1): 2 GK, 5 DEF, 5 MID, 3 FWD slots; empty ones invite a pick. */
export function BuilderPitch({ squad, onEmptySlot, onRemove, onOpen }: BuilderPitchProps) {
  const rows = POSITION_IDS.map((position) => {
    const picked: Array<Player | null> = squad.filter((p) => p.position === position);
    while (picked.length < squadQuota(position)) picked.push(null);
    return { position, slots: picked };
  });
  return (
    <Pitch<Player>
      rows={rows}
      label="Your squad on the pitch"
      renderSlot={(player, { position }) =>
        player ? (
          <PitchPlayer
            name={player.web_name}
            title={player.name}
            teamShortName={player.teamShortName}
            goalkeeper={player.position === 1}
            detail={formatPrice(player.price)}
            onClick={() => onOpen(player)}
            actionLabel={`About ${player.web_name}`}
            actions={
              <button type="button" className="builder-remove" aria-label={`Remove ${player.web_name}`} onClick={() => onRemove(player)}>
                ×
              </button>
            }
          />
        ) : (
          <EmptySlot label={`Add ${positionCode(position ?? 1)}`} onClick={() => position && onEmptySlot(position)} />
        )
      }
    />
  );
}
