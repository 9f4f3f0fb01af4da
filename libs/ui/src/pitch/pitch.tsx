import type { ReactNode } from 'react';
import type { PositionId } from '@draftroom/domain';
import './pitch.css';

export interface PitchRow<T> {
  position: PositionId;
  /** Slots of the row, left to right; null is an empty slot. */
  slots: ReadonlyArray<T | null>;
}

export interface SlotContext {
  position: PositionId | null;
  index: number;
  onBench: boolean;
}

export interface PitchProps<T> {
  /** Rows from the top: goalkeepers, defenders, midfielders, forwards. */
  rows: ReadonlyArray<PitchRow<T>>;
  /** Substitutes under the pitch (omit for a squad without a bench, like the builder's 15). */
  bench?: ReadonlyArray<T | null>;
  renderSlot: (slot: T | null, context: SlotContext) => ReactNode;
  benchLabel?: string;
  label?: string;
}

/** A football pitch with a row per position and an optional bench, rendering whatever each slot holds. */
export function Pitch<T>({ rows, bench, renderSlot, benchLabel = 'Bench', label = 'Squad on the pitch' }: PitchProps<T>) {
  return (
    <div className="dr-pitch-wrap">
      <div className="dr-pitch" role="group" aria-label={label}>
        <div className="dr-pitch__markings" aria-hidden="true" />
        {rows.map((row, r) => (
          <div className="dr-pitch__row" key={`${row.position}-${r}`}>
            {row.slots.map((slot, index) => (
              <div className="dr-pitch__slot" key={index} data-focus-anchor="">
                {renderSlot(slot, { position: row.position, index, onBench: false })}
              </div>
            ))}
          </div>
        ))}
      </div>
      {bench && (
        <div className="dr-bench" role="group" aria-label={benchLabel}>
          <div className="dr-bench__label">{benchLabel}</div>
          <div className="dr-bench__row">
            {bench.map((slot, index) => (
              <div className="dr-pitch__slot" key={index} data-focus-anchor="">
                {renderSlot(slot, { position: null, index, onBench: true })}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
