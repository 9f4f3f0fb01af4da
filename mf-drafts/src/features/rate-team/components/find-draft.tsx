import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Draft } from '@draftroom/contracts';
import { QueryStates, SearchInput } from '@draftroom/ui';
import { formatDate, formatPrice } from '../../../shared/format';
import { SeasonLabel } from '../../../shared/components/draft-season';
import { LIST_ITEM_ATTRIBUTE, onChoiceListKeyDown } from '../../../shared/hooks/list-keyboard';

export interface FindDraftProps {
  drafts: UseQueryResult<Draft[]>;
  onChoose: (draft: Draft) => void;
  /** The season served (drafts of another season are labelled with theirs). */
  servedSeason?: string;
}

/** Step 1 (spec 2.9): search saved drafts by name, case-insensitively, and pick one. */
export function FindDraft({ drafts, onChoose, servedSeason }: FindDraftProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const visible = (drafts.data ?? []).filter((d) => d.name.toLowerCase().includes(needle));
  return (
    <section className="dr-card rate-find" aria-labelledby="find-draft-title" onKeyDown={onChoiceListKeyDown}>
      <div className="rate-find__head">
        <span className="rate-step" aria-hidden="true">1</span>
        <div>
          <h2 id="find-draft-title" className="dt-card-title">Find Draft</h2>
          <p className="dt-muted">Choose one of the saved drafts to rate it.</p>
        </div>
      </div>
      <SearchInput value={search} onChange={setSearch} placeholder="Search draft by name..." />
      <QueryStates query={drafts} loading="Loading drafts..." errorTitle="Failed to load drafts">
        {visible.length === 0 ? <p className="rate-find__empty">No drafts found</p> : (
          <ul className="rate-find__list" aria-label="Saved drafts">
            {visible.map((d) => (
              <li key={d.id}>
                <button type="button" className="rate-find__item" {...{ [LIST_ITEM_ATTRIBUTE]: '' }} onClick={() => onChoose(d)}>
                  <span className="rate-find__name">{d.name}</span>
                  <SeasonLabel season={d.season} served={servedSeason} />
                  <span className="dr-badge">{formatPrice(d.totalCost)}</span>
                  <span className="rate-find__date">{formatDate(d.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <Link className="rate-find__create" to="/build">Don't have your draft yet? Create it here!</Link>
    </section>
  );
}
