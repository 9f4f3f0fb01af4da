import { useMemo, useState } from 'react';
import type { DraftSort } from '@draftroom/contracts';
import { DRAFT_SORTS, DRAFT_TIME_FILTERS, filterDrafts, type DraftTimeFilter } from '@draftroom/domain';
import { ListIcon, QueryStates, SearchIcon, SearchInput, usePlayers, type EmptyStateProps } from '@draftroom/ui';
import { Link } from 'react-router-dom';
import { useDrafts } from '../../../shared/api/drafts';
import { usePlayerIndex } from '../../../shared/hooks/use-player-index';
import { DraftCard } from './draft-card';
import './all-drafts.css';

/** Spec 2.4: drafts sorted by the server, searched and filtered by time here, two cards a row. */
export function AllDraftsScreen() {
  const [search, setSearch] = useState('');
  const [time, setTime] = useState<DraftTimeFilter>('all_time');
  const [sort, setSort] = useState<DraftSort>('newest');
  const drafts = useDrafts(sort);
  const players = usePlayers();
  const index = usePlayerIndex(players.data);
  const visible = useMemo(() => filterDrafts(drafts.data ?? [], search, time, new Date()), [drafts.data, search, time]);
  const empty: EmptyStateProps | null = drafts.data?.length === 0
    ? {
      icon: <ListIcon />,
      title: 'No complete drafts yet',
      text: 'Be the first to create and save a complete 15-player draft!',
      action: <Link className="dr-button dr-button--primary" to="/build">Build a draft</Link>,
    }
    : visible.length === 0 ? { icon: <SearchIcon />, title: 'No drafts match your search', text: 'Try adjusting your search terms.' } : null;

  return (
    <div className="all-drafts">
      <div className="all-drafts__controls dr-card">
        <SearchInput value={search} onChange={setSearch} placeholder="Search drafts..." label="Search drafts by name" />
        <label className="dr-field">
          <span className="dr-field__label">Time</span>
          <select className="dr-select" value={time} onChange={(e) => setTime(e.target.value as DraftTimeFilter)}>
            {DRAFT_TIME_FILTERS.map((f) => <option key={f.value} value={f.value}>{f.label}</option>)}
          </select>
        </label>
        <label className="dr-field">
          <span className="dr-field__label">Sort</span>
          <select className="dr-select" value={sort} onChange={(e) => setSort(e.target.value as DraftSort)}>
            {DRAFT_SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        </label>
      </div>
      <QueryStates query={drafts} loading="Loading drafts..." errorTitle="Failed to load drafts" empty={empty}>
        <p className="dt-muted" aria-live="polite">{visible.length === 1 ? '1 draft' : `${visible.length} drafts`}</p>
        <ul className="all-drafts__grid">
          {visible.map((d) => (
            <li key={d.id}>
              <DraftCard draft={d} players={index} playersQuery={players} />
            </li>
          ))}
        </ul>
      </QueryStates>
    </div>
  );
}
