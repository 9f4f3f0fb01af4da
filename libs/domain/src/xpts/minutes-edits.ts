/**
 * A manager's minutes for a player (decision 217): in each of his matches of one gameweek, or
 * (gameweek null) of every planned one. One rule for the solve, the settings list and the plan.
 */
export interface MinutesEditCell {
  readonly id: number;
  /** null: every planned gameweek. */
  readonly gameweek: number | null;
  readonly minutes: number;
}

/** The edit that counts for a player in a gameweek: that gameweek's own, else his every-gameweek one. */
export function minutesEditFor<E extends MinutesEditCell>(edits: readonly E[], id: number, gameweek: number): E | undefined {
  let every: E | undefined;
  for (const e of edits) {
    if (e.id !== id) continue;
    if (e.gameweek === gameweek) return e;
    if (e.gameweek === null) every = e;
  }
  return every;
}

/** Every (player, gameweek) of `gameweeks` an edit sets, with the minutes that count there. */
export function minutesEditCells(edits: readonly MinutesEditCell[], gameweeks: readonly number[]): { id: number; gameweek: number; minutes: number }[] {
  const ids = [...new Set(edits.map((e) => e.id))];
  return ids.flatMap((id) => gameweeks.flatMap((gameweek) => {
    const edit = minutesEditFor(edits, id, gameweek);
    return edit ? [{ id, gameweek, minutes: edit.minutes }] : [];
  }));
}

/** "every planned gameweek" or "GW31": where an edit applies, in the words the screens use. */
export const minutesEditScope = (gameweek: number | null): string => (gameweek === null ? 'every planned gameweek' : `GW${gameweek}`);
