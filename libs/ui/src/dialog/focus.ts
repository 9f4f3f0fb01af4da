const TABBABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

export const tabbablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.closest('[hidden]'));

/**
 * Marks a container whose content may be replaced while a dialog opened from inside it is open
 * (a pitch slot: the empty slot's button becomes the picked player's). When the element that
 * opened the dialog is gone on close, focus goes to the first focusable element of its nearest
 * anchor instead of being dropped on <body>.
 */
export const FOCUS_ANCHOR_ATTRIBUTE = 'data-focus-anchor';

/** Gives focus back to `opener`, or to what replaced it inside its focus anchor. */
export function restoreFocus(opener: HTMLElement | null, anchor: HTMLElement | null): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  if (anchor?.isConnected) (tabbablesIn(anchor)[0] ?? anchor).focus();
}

/** True when nothing useful has focus (it fell on <body> or on an element that was removed). */
export const focusIsLost = (): boolean => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};

/**
 * A modal <dialog> keeps focus out of the page behind it, but Tab from its last element moves on
 * to the browser's own controls. Decision 039 keeps Tab inside: wrap at both ends.
 */
export function wrapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbablesIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  const focused = document.activeElement;
  if (!first) event.preventDefault();
  else if (event.shiftKey && (focused === first || focused === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && focused === last) {
    event.preventDefault();
    first.focus();
  }
}
