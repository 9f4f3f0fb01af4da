import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * While `active`: moves focus into `container`, keeps Tab and Shift+Tab inside it, calls
 * `onEscape` on Escape, and on deactivation gives focus back to what had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  // A ref, so a new callback identity on every render does not re-run the trap (and refocus).
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const autoFocus = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(root)[0] ?? root;
    autoFocus.focus();

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
      if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [container, active]);
}
