
export interface GameweekSelectProps {
  id: string;
  value: number | null;
  gameweeks: readonly number[];
  onChange: (gameweek: number | null) => void;
  /** Offer an empty choice (e.g. 'From...'), selected while value is null. */
  placeholder?: string;
}

export function GameweekSelect({ id, value, gameweeks, onChange, placeholder }: GameweekSelectProps) {
  return (
    <select
      id={id}
      className="dr-input dr-select"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      {placeholder != null && <option value="">{placeholder}</option>}
      {gameweeks.map((gw) => (
        <option key={gw} value={gw}>GW {gw}</option>
      ))}
    </select>
  );
}
