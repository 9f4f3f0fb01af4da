import { useEffect, useState } from 'react';
import { clampMinimumMinutes, MIN_MINUTES_CEILING, MIN_MINUTES_FLOOR } from '@draftroom/domain';

/**
 * Minimum minutes: the user may type freely; the value is clamped to 1..3420 (non-numbers
 * become 1) when the field is left or Enter is pressed, and the box then shows the clamped value.
 */
export function MinMinutesInput({ id, value, onChange }: { id: string; value: number; onChange: (minutes: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const clamped = clampMinimumMinutes(draft);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <input
      id={id}
      className="dr-input st-number"
      type="number"
      inputMode="numeric"
      min={MIN_MINUTES_FLOOR}
      max={MIN_MINUTES_CEILING}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
