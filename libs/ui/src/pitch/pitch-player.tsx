import { useEffect, useRef, type ReactNode } from 'react';
import { PlayerShirt } from '../shirt';

export interface PitchPlayerProps {
  name: string;
  teamShortName: string;
  goalkeeper?: boolean;
  /** Second line under the name: price, xPts or the next opponent. */
  detail?: ReactNode;
  /**
   * A short line under the detail, in the same label (e.g. the xPts under the price): two short
   * lines fit a fifth of a phone's pitch and a desktop slot alike, where one long line did not.
   */
  subDetail?: ReactNode;
  /** 'C' for captain, 'V' for vice captain. */
  badge?: 'C' | 'V';
  dimmed?: boolean;
  selected?: boolean;
  /** Accessible description of what a click does (e.g. "Open Saka"). */
  actionLabel?: string;
  onClick?: () => void;
  /** Small buttons shown on hover or keyboard focus (remove, substitute...). */
  actions?: ReactNode;
  title?: string;
  /** Takes keyboard focus when it appears (e.g. a player who just filled the slot that had it). */
  autoFocus?: boolean;
}

/** A player on the pitch: shirt, name, a detail line, captaincy badge and hover actions. */
export function PitchPlayer(p: PitchPlayerProps) {
  const main = useFocusOnMount<HTMLButtonElement>(p.autoFocus);
  const classes = ['dr-pitch-player', p.dimmed && 'is-dimmed', p.selected && 'is-selected'].filter(Boolean).join(' ');
  const body = (
    <>
      <span className="dr-pitch-player__shirt">
        <PlayerShirt teamShortName={p.teamShortName} goalkeeper={p.goalkeeper} size={44} />
        {p.badge && <span className={`dr-pitch-player__badge dr-pitch-player__badge--${p.badge}`} aria-label={p.badge === 'C' ? 'Captain' : 'Vice captain'}>{p.badge}</span>}
      </span>
      <span className="dr-pitch-player__name">{p.name}</span>
      {(p.detail != null || p.subDetail != null) && (
        <span className="dr-pitch-player__detail">
          {p.detail}
          {p.subDetail != null && <span className="dr-pitch-player__sub">{p.subDetail}</span>}
        </span>
      )}
    </>
  );
  return (
    <div className={classes} title={p.title}>
      {p.onClick ? (
        <button ref={main} type="button" className="dr-pitch-player__main" onClick={p.onClick} aria-label={p.actionLabel} disabled={p.dimmed}>
          {body}
        </button>
      ) : (
        <div className="dr-pitch-player__main">{body}</div>
      )}
      {p.actions && <div className="dr-pitch-player__actions">{p.actions}</div>}
    </div>
  );
}

export interface EmptySlotProps {
  /** e.g. 'Add GK' */
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Takes keyboard focus when it appears (e.g. the slot of a player just removed). */
  autoFocus?: boolean;
}

/** An empty place in the squad, inviting a pick. */
export function EmptySlot({ label, onClick, disabled, autoFocus }: EmptySlotProps) {
  const button = useFocusOnMount<HTMLButtonElement>(autoFocus);
  return (
    <button ref={button} type="button" className="dr-empty-slot" onClick={onClick} disabled={disabled || !onClick}>
      <span className="dr-empty-slot__shirt" aria-hidden="true">+</span>
      <span className="dr-empty-slot__label">{label}</span>
    </button>
  );
}

/**
 * Focuses the element once, when it mounts with `focus` set: after a dialog closes on a slot whose
 * content changed, the element that opened it is gone, and focus would fall back to the page.
 */
function useFocusOnMount<T extends HTMLElement>(focus: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on mount only
  return ref;
}
