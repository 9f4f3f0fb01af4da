/**
 * The ALL + position buttons used by the picker, the ownership and the stats screens (spec 4):
 * the selection is the list of chosen positions and an empty list means ALL. Choosing a
 * position leaves ALL, un-choosing the last one returns to ALL, choosing ALL clears. The result
 * keeps the buttons' order. `collapseWhenAll` also treats "every position ticked" as ALL, so a
 * selection has one way of saying "everything" (the stats screens use it).
 */
export function togglePositionChoice<P>(
  selected: readonly P[],
  choice: P | 'ALL',
  order: readonly P[],
  collapseWhenAll = false,
): P[] {
  if (choice === 'ALL') return [];
  const next = selected.includes(choice) ? selected.filter((p) => p !== choice) : [...selected, choice];
  if (collapseWhenAll && next.length === order.length) return [];
  return order.filter((p) => next.includes(p));
}
