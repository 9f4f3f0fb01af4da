import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

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
  if (anchor?.isConnected) (focusablesIn(anchor)[0] ?? anchor).focus();
}

/**
 * While `active`: moves focus into `container`, keeps Tab and Shift+Tab inside it, calls
 * `onEscape` on Escape, and on deactivation gives focus back to what had it before.
 *
 * The opener is read while rendering the first active render, before the commit: a child with
 * `autoFocus` (a search box, a name field) takes focus during the commit, so reading
 * document.activeElement in the effect would remember that child instead of the opener.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  // A ref, so a new callback identity on every render does not re-run the trap (and refocus).
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const opener = useRef<HTMLElement | null>(null);
  const wasActive = useRef(false);
  if (active && !wasActive.current && typeof document !== 'undefined') {
    const focused = document.activeElement as HTMLElement | null;
    opener.current = focused && focused !== document.body ? focused : null;
  }
  wasActive.current = active;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    // A dialog opened from a button of another dialog that closed in the same commit (Transfer Out
    // -> Set Sell Price -> picker): that button is gone by now, and the closing dialog's cleanup
    // has already handed focus back to its own opener, so that is the one to return to.
    let previouslyFocused = opener.current;
    if (!previouslyFocused?.isConnected) {
      const now = document.activeElement as HTMLElement | null;
      previouslyFocused = now && now !== document.body && !root.contains(now) ? now : null;
    }
    const anchor = previouslyFocused?.closest<HTMLElement>(`[${FOCUS_ANCHOR_ATTRIBUTE}]`) ?? null;
    if (!root.contains(document.activeElement)) {
      const autoFocus = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(root)[0] ?? root;
      autoFocus.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const focused = document.activeElement;
      if (event.shiftKey && (focused === first || focused === root || !root.contains(focused))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || !root.contains(focused))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      restoreFocus(previouslyFocused, anchor);
    };
  }, [container, active]);
}
