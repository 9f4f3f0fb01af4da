import { cloneElement, useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

/** Spec 9: tooltips open after 700 ms; moving to another within 300 ms of one closing opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Per bundle, which only means the skip delay does not carry across areas: harmless.
let lastClosedAt = 0;

export interface TooltipProps {
  content: ReactNode;
  /** One element that takes mouse and focus events (a row, a button). */
  children: ReactElement<Record<string, unknown>>;
  /** No tooltip at all when false (e.g. a row with nothing to explain). */
  enabled?: boolean;
}

interface Placement {
  left: number;
  top: number;
  below: boolean;
}

/**
 * A small text bubble above (or below, near the top edge) an element, on hover and on keyboard
 * focus, announced through aria-describedby. Rendered in a portal so scrolling lists cannot clip it.
 */
export function Tooltip({ content, children, enabled = true }: TooltipProps) {
  const id = useId();
  const [placement, setPlacement] = useState<Placement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const anchor = useRef<HTMLElement | null>(null);

  const show = useCallback((target: HTMLElement) => {
    anchor.current = target;
    clearTimeout(timer.current);
    const open = () => {
      const rect = target.getBoundingClientRect();
      const below = rect.top < 56;
      setPlacement({ left: rect.left + rect.width / 2, top: below ? rect.bottom + 8 : rect.top - 8, below });
    };
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) open();
    else timer.current = setTimeout(open, TOOLTIP_OPEN_DELAY_MS);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setPlacement((current) => {
      if (current) lastClosedAt = Date.now();
      return null;
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!placement) return;
    const close = () => hide();
    window.addEventListener('scroll', close, true);
    return () => window.removeEventListener('scroll', close, true);
  }, [placement, hide]);

  if (!enabled) return children;
  const handlers = {
    onMouseEnter: (e: { currentTarget: HTMLElement }) => show(e.currentTarget),
    onMouseLeave: hide,
    onFocus: (e: { currentTarget: HTMLElement }) => show(e.currentTarget),
    onBlur: hide,
    onKeyDown: (e: { key: string }) => e.key === 'Escape' && hide(),
    'aria-describedby': placement ? id : undefined,
  };
  return (
    <>
      {cloneElement(children, handlers)}
      {placement &&
        createPortal(
          <span
            id={id}
            role="tooltip"
            className={`dr-tooltip${placement.below ? ' dr-tooltip--below' : ''}`}
            style={{ left: placement.left, top: placement.top }}
          >
            {content}
          </span>,
          // Inside a modal <dialog> (the top layer) the bubble must be too, or it sits behind it.
          anchor.current?.closest('dialog') ?? document.body,
        )}
    </>
  );
}
