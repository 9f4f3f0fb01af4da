import type { Draft } from '@draftroom/contracts';
import { formatDate, formatPrice } from '../format';
import { LIST_ITEM_ATTRIBUTE } from '../hooks/list-keyboard';
import { SeasonLabel } from './draft-season';
import './shared.css';

export interface DraftPickListProps {
  drafts: readonly Draft[];
  selectedId: number | null;
  onSelect: (draft: Draft) => void;
  /** A draft that cannot be picked here (e.g. the one chosen on the other side of Compare). */
  unavailableId?: number | null;
  label: string;
  /** The season served, so another season's drafts are labelled with theirs. */
  servedSeason?: string;
}

/** A scrolling list of drafts to choose from: name, date, another season's label and cost, with a clear mark on the chosen one. */
export function DraftPickList({ drafts, selectedId, onSelect, unavailableId, label, servedSeason }: DraftPickListProps) {
  return (
    <ul className="dt-draft-picks" aria-label={label}>
      {drafts.map((d) => {
        const selected = d.id === selectedId;
        return (
          <li key={d.id}>
            <button
              type="button"
              {...{ [LIST_ITEM_ATTRIBUTE]: '' }}
              className={`dt-draft-pick${selected ? ' is-selected' : ''}`}
              aria-pressed={selected}
              disabled={d.id === unavailableId}
              title={d.id === unavailableId ? 'Already chosen on the other side' : undefined}
              onClick={() => onSelect(d)}
            >
              <span className="dt-draft-pick__mark" aria-hidden="true">{selected ? '✓' : ''}</span>
              <span className="dt-draft-pick__text">
                <span className="dt-draft-pick__name">{d.name}</span>
                <span className="dt-draft-pick__date">{formatDate(d.createdAt)}</span>
              </span>
              <SeasonLabel season={d.season} served={servedSeason} />
              <span className="dr-badge">{formatPrice(d.totalCost)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
