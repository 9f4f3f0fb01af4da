import type { ProjectedPoints } from '@draftroom/domain';

export interface GameweekNavigatorProps {
  gameweek: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  projected: ProjectedPoints;
  /** Why the arrows are disabled, when the squad is short of 15. */
  blockedReason?: string;
}

/** 'Gameweek N' with previous/next (spec 2.11 and 5) and the gameweek's projected points. */
export function GameweekNavigator({ gameweek, canGoBack, canGoForward, onBack, onForward, projected, blockedReason }: GameweekNavigatorProps) {
  return (
    <section className="tm-panel tm-gw-nav" aria-label="Gameweek">
      <div className="tm-gw-nav__row">
        <button type="button" className="tm-gw-nav__arrow" onClick={onBack} disabled={!canGoBack} aria-label="Previous gameweek">‹</button>
        <h2 className="tm-gw-nav__title" aria-live="polite">Gameweek {gameweek}</h2>
        <button type="button" className="tm-gw-nav__arrow" onClick={onForward} disabled={!canGoForward} aria-label="Next gameweek">›</button>
      </div>
      <p className="tm-gw-nav__projection" title="Expected points of the eleven with expected automatic substitutions and the chip (captain doubled, tripled with Triple Captain), minus hits">
        Projected <strong data-testid="projected-points">{projected.total.toFixed(1)}</strong> pts
        {projected.hits > 0 && <span className="tm-gw-nav__hits"> (incl. -{projected.hits} hit)</span>}
      </p>
      {blockedReason && <p className="tm-gw-nav__blocked">{blockedReason}</p>}
    </section>
  );
}
