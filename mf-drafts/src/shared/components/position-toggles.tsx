import { POSITION_IDS, positionCode, positionStatsCode, type PositionId } from '@draftroom/domain';
import './shared.css';

export interface PositionTogglesProps {
  /** Empty = ALL. */
  selected: readonly PositionId[];
  onToggle: (choice: PositionId | 'ALL') => void;
  /** The ownership screen writes goalkeepers as GKP (spec 2.15). */
  codes?: 'draft' | 'stats';
  label?: string;
}

/** ALL plus one toggle per position (multi-select; none chosen means ALL, spec 4). */
export function PositionToggles({ selected, onToggle, codes = 'draft', label = 'Positions' }: PositionTogglesProps) {
  const code = codes === 'stats' ? positionStatsCode : positionCode;
  return (
    <div className="dt-toggles" role="group" aria-label={label}>
      <button type="button" className="dt-toggle" aria-pressed={selected.length === 0} onClick={() => onToggle('ALL')}>
        ALL
      </button>
      {POSITION_IDS.map((id) => (
        <button key={id} type="button" className="dt-toggle" aria-pressed={selected.includes(id)} onClick={() => onToggle(id)}>
          {code(id)}
        </button>
      ))}
    </div>
  );
}
