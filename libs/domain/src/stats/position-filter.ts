import { STATS_POSITIONS, type StatsPosition } from '../position/positions';
import { togglePositionChoice } from '../position/position-toggle';

/**
 * The ALL / GKP / DEF / MID / FWD buttons of the stats screens. The selection is the list of
 * chosen positions; an empty list is ALL. Choosing a position leaves ALL; unticking the last one
 * returns to ALL; clicking ALL clears the choice (decision 044 explains the reading of spec 4).
 */
export type PositionButton = 'ALL' | StatsPosition;
export const POSITION_BUTTONS: readonly PositionButton[] = ['ALL', ...STATS_POSITIONS];

/** Ticking every position is the same as ALL on the stats screens; keep one way of saying it. */
export const toggleStatsPosition = (selected: readonly StatsPosition[], clicked: PositionButton): StatsPosition[] =>
  togglePositionChoice(selected, clicked, STATS_POSITIONS, true);

export function isPositionButtonActive(selected: readonly StatsPosition[], button: PositionButton): boolean {
  return button === 'ALL' ? selected.length === 0 : selected.includes(button);
}

export function matchesPositions(selected: readonly StatsPosition[], position: string): boolean {
  return selected.length === 0 || (selected as readonly string[]).includes(position);
}
