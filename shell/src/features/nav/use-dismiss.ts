import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a pointer press outside `container` or the Escape key calls `onDismiss`
 * (spec section 1: each menu closes on an outside click).
 */
export function useDismiss(container: RefObject<HTMLElement | null>, active: boolean, onDismiss: (reason: 'outside' | 'escape') => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, active, onDismiss]);
}
