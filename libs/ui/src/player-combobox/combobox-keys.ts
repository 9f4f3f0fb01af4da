import type { KeyboardEvent } from 'react';

export interface ComboboxKeyState {
  /** The popup is open (it may say that nothing matches). */
  open: boolean;
  /** How many options the list shows. */
  count: number;
  /** Index of the highlighted option, -1 for none. */
  active: number;
}

export interface ComboboxKeyActions {
  open: () => void;
  close: () => void;
  highlight: (index: number) => void;
  choose: (index: number) => void;
}

/**
 * The keys of an editable combobox with a listbox popup (WAI-ARIA 1.2 APG): ArrowDown/ArrowUp
 * open the list or move through it (wrapping), Home/End jump to the first/last option while the
 * list is open (the caret otherwise), Enter chooses the highlighted option, Escape closes the
 * list. Handled keys are cancelled so a form does not submit and a dialog does not close.
 */
export function onComboboxKeyDown(event: KeyboardEvent, { open, count, active }: ComboboxKeyState, act: ComboboxKeyActions): void {
  const last = count - 1;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      // Alt+ArrowDown only opens (APG); otherwise the first/last option, or the next/previous one.
      const down = event.key === 'ArrowDown';
      if (!open) act.open();
      if (count > 0 && !event.altKey) act.highlight(!open || active < 0 ? (down ? 0 : last) : (active + (down ? 1 : -1) + count) % count);
      break;
    }
    case 'Home':
    case 'End':
      if (!open || count === 0) return;
      act.highlight(event.key === 'Home' ? 0 : last);
      break;
    case 'Enter':
      if (!open || active < 0 || active > last) return;
      act.choose(active);
      break;
    case 'Escape':
      if (!open) return;
      act.close();
      break;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}
