import { POSITION_IDS, type PositionId } from '@draftroom/domain';
import type { PitchRow } from '@draftroom/ui';

/** The eleven as pitch rows (goalkeeper, defenders, midfielders, forwards), keeping each item. */
export function pitchRows<T>(starters: readonly T[], positionOf: (item: T) => PositionId): PitchRow<T>[] {
  return POSITION_IDS.map((position) => ({ position, slots: starters.filter((s) => positionOf(s) === position) }))
    .filter((row) => row.slots.length > 0);
}
