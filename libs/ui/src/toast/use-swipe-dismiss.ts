import { useRef, useState, type PointerEvent } from 'react';

/** Spec section 9: dragging a toast more than 50 px to the right dismisses it. */
export const SWIPE_THRESHOLD_PX = 50;

export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = () => {
    const swiped = offset > SWIPE_THRESHOLD_PX;
    start.current = null;
    setOffset(0);
    if (swiped) onDismiss();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if ((e.target as HTMLElement).closest('button')) return;
        start.current = e.clientX;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
