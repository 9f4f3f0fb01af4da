import { isPositionButtonActive, POSITION_BUTTONS, type PositionButton, type StatsPosition } from '@draftroom/domain';

/** ALL / GKP / DEF / MID / FWD as toggle buttons (aria-pressed), ALL active when none is chosen. */
export function PositionButtons({ selected, onToggle }: { selected: readonly StatsPosition[]; onToggle: (b: PositionButton) => void }) {
  return (
    <div className="st-segmented" role="group" aria-label="Positions">
      {POSITION_BUTTONS.map((b) => {
        const active = isPositionButtonActive(selected, b);
        return (
          <button key={b} type="button" className={`st-segmented__button${active ? ' is-active' : ''}`} aria-pressed={active} onClick={() => onToggle(b)}>
            {b}
          </button>
        );
      })}
    </div>
  );
}
