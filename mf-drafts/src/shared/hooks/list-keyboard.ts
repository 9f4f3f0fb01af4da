import type { KeyboardEvent } from 'react';

/** Marks the buttons a list-keyboard container moves between. */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

/**
 * Keyboard use of a "search box + list of choices" block (Compare's draft choosers, Rate my
 * team's Find Draft), put on the block's container as onKeyDown:
 * - ArrowDown in the search box goes to the first choice; ArrowDown/ArrowUp move between
 *   choices (disabled ones skipped), ArrowUp on the first goes back to the search box;
 * - Home/End jump to the first/last choice;
 * - Enter or Space choose (the choices are buttons);
 * - Escape in the list goes back to the search box (Escape there clears the text).
 */
export function onChoiceListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const root = event.currentTarget;
  const items = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${LIST_ITEM_ATTRIBUTE}]:not(:disabled)`));
  const search = root.querySelector<HTMLInputElement>('input[type="search"]');
  const target = event.target as HTMLElement;
  const index = items.indexOf(target as HTMLButtonElement);
  const inSearch = target === search;
  if (index < 0 && !inSearch) return;

  let next: HTMLElement | null | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = inSearch ? items[0] : items[Math.min(index + 1, items.length - 1)];
      break;
    case 'ArrowUp':
      if (inSearch) return;
      next = index === 0 ? search : items[index - 1];
      break;
    case 'Home':
      if (inSearch) return;
      next = items[0];
      break;
    case 'End':
      if (inSearch) return;
      next = items[items.length - 1];
      break;
    case 'Escape':
      if (inSearch) return;
      next = search;
      break;
    default:
      return;
  }
  if (!next) return;
  event.preventDefault();
  event.stopPropagation();
  next.focus();
  next.scrollIntoView?.({ block: 'nearest' });
}
