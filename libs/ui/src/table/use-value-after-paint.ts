import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, handed on only after the browser has painted the render in which it changed, and then
 * in a transition (a render React can interrupt and throw away when `value` changes again).
 *
 * For a control whose change redraws something big (the xPts table): the frame after the change
 * shows the control's new value alone, and the big redraw is laid out and painted in a later
 * frame. `useDeferredValue` alone does not promise that order: its render often finishes before
 * the next frame, and the frame then lays out the whole table (decision 135).
 * The first render returns `value` itself, so nothing waits on mount.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame callback runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(value)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
