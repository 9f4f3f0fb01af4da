import { formatPrice, nextPriceRange, PRICE_STEP, type PriceRange } from '@draftroom/domain';

export interface PriceRangeSliderProps {
  value: PriceRange;
  bounds: PriceRange;
  onChange: (range: PriceRange) => void;
}

/**
 * Two handles on one track, step 0.1. A move that would bring the handles closer than 0.1 is
 * ignored (spec 5); the rule lives in the domain's nextPriceRange.
 */
export function PriceRangeSlider({ value, bounds, onChange }: PriceRangeSliderProps) {
  const span = bounds.max - bounds.min || 1;
  const left = ((value.min - bounds.min) / span) * 100;
  const right = ((value.max - bounds.min) / span) * 100;
  const move = (proposed: PriceRange) => {
    const next = nextPriceRange(value, proposed);
    if (next !== value) onChange(next);
  };
  return (
    <div className="st-range">
      <div className="st-range__values" aria-hidden="true">
        <span>{formatPrice(value.min)}</span>
        <span>{formatPrice(value.max)}</span>
      </div>
      <div className="st-range__track">
        <div className="st-range__fill" style={{ left: `${left}%`, right: `${100 - right}%` }} />
        <input
          type="range"
          className="st-range__input"
          aria-label="Minimum price"
          aria-valuetext={formatPrice(value.min)}
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={value.min}
          onChange={(e) => move({ min: Number(e.target.value), max: value.max })}
        />
        <input
          type="range"
          className="st-range__input"
          aria-label="Maximum price"
          aria-valuetext={formatPrice(value.max)}
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={value.max}
          onChange={(e) => move({ min: value.min, max: Number(e.target.value) })}
        />
      </div>
    </div>
  );
}
