import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `active`, a pointer press outside `container` or the Escape key calls `onDismiss` with
 * why (spec section 1: each menu closes on an outside click). The nav menus and the stats
 * checklists use it; the player combobox closes on blur instead, which also covers Tab.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: DismissReason) => void): void {
  // A ref, so a caller passing a new callback each render does not re-attach the listeners.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, active]);
}
