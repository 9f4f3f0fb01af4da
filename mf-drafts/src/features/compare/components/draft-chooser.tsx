import { useState } from 'react';
import type { Draft } from '@draftroom/contracts';
import { matchesSearch } from '@draftroom/domain';
import { Button, SearchInput } from '@draftroom/ui';
import { DraftPickList } from '../../../shared/components/draft-pick-list';
import { onChoiceListKeyDown } from '../../../shared/hooks/list-keyboard';

export interface DraftChooserProps {
  title: 'First Draft' | 'Second Draft';
  drafts: readonly Draft[];
  selected: Draft | null;
  /** The other side's choice, which cannot be picked here too. */
  other: Draft | null;
  onChange: (draft: Draft | null) => void;
  /** The season served (drafts of another season are labelled with theirs). */
  servedSeason?: string;
}

/** One side of Compare: a search and a scrolling list of drafts; the choice can be cleared. */
export function DraftChooser({ title, drafts, selected, other, onChange, servedSeason }: DraftChooserProps) {
  const [search, setSearch] = useState('');
  const visible = drafts.filter((d) => matchesSearch(search, d.name));
  return (
    <section className="dr-card compare-chooser" aria-label={title} onKeyDown={onChoiceListKeyDown}>
      <header className="compare-chooser__head">
        <h2 className="dt-card-title">{title}</h2>
        {selected && <Button variant="ghost" size="sm" onClick={() => onChange(null)}>Clear</Button>}
      </header>
      <p className="compare-chooser__chosen">{selected ? selected.name : 'No draft chosen yet'}</p>
      <SearchInput value={search} onChange={setSearch} placeholder="Search drafts..." label={`Search drafts for the ${title.toLowerCase()}`} />
      {visible.length === 0 ? (
        <p className="dt-muted compare-chooser__empty">No drafts found</p>
      ) : (
        <DraftPickList drafts={visible} selectedId={selected?.id ?? null} unavailableId={other?.id} onSelect={onChange} label={`${title} choices`} servedSeason={servedSeason} />
      )}
    </section>
  );
}
