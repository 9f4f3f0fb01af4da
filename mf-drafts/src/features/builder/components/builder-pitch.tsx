import { useLayoutEffect, useRef } from 'react';
import type { Player } from '@draftroom/contracts';
import { POSITION_IDS, positionCode, squadQuota, type PositionId } from '@draftroom/domain';
import { EmptySlot, FOCUS_ANCHOR_ATTRIBUTE, Pitch, PitchPlayer, restoreFocus } from '@draftroom/ui';
import { formatPrice } from '../../../shared/format';

export interface BuilderPitchProps {
  squad: readonly Player[];
  onEmptySlot: (position: PositionId) => void;
  onRemove: (player: Player) => void;
  onOpen: (player: Player) => void;
}

/**
 * The builder's pitch (spec 2.1): 2 GK, 5 DEF, 5 MID, 3 FWD slots; empty ones invite a pick.
 * Every slot and its remove button are buttons in the Tab order; after a removal focus stays in
 * the same slot (on the player who moved up, or on the empty slot), never dropped on the page.
 */
export function BuilderPitch({ squad, onEmptySlot, onRemove, onOpen }: BuilderPitchProps) {
  const refocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const anchor = refocus.current;
    if (!anchor) return;
    refocus.current = null;
    restoreFocus(null, anchor);
  });
  const remove = (player: Player, button: HTMLElement) => {
    refocus.current = button.closest<HTMLElement>(`[${FOCUS_ANCHOR_ATTRIBUTE}]`);
    onRemove(player);
  };
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
              <button type="button" className="builder-remove" aria-label={`Remove ${player.web_name}`} onClick={(event) => remove(player, event.currentTarget)}>
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
