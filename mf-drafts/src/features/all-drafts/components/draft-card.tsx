import { useState } from 'react';
import type { Draft, Player } from '@draftroom/contracts';
import { netScore, signedScore, sortedTeamCounts } from '@draftroom/domain';
import type { QueryStatus } from '@draftroom/ui';
import { DraftPitch } from '../../../shared/components/draft-pitch';
import { DraftSeason } from '../../../shared/components/draft-season';
import { SquadPlayersState } from '../../../shared/components/squad-players-state';
import { formatDateTime, formatPrice } from '../../../shared/format';
import { useDraftSquad } from '../../../shared/hooks/use-draft-squad';
import { VoteButtons } from './vote-buttons';

export interface DraftCardProps {
  draft: Draft;
  players: ReadonlyMap<number, Player>;
  /** The player list query behind `players`: a failed load shows an error with Retry, not an empty pitch. */
  playersQuery: QueryStatus;
}

/** One saved draft: name, signed net score, cost, date, clubs, votes; the squad on demand. */
export function DraftCard({ draft, players, playersQuery }: DraftCardProps) {
  const [open, setOpen] = useState(false);
  const score = netScore(draft);
  const tone = score > 0 ? 'up' : score < 0 ? 'down' : 'even';
  // Another season's draft is fetched as saved only when its squad is opened.
  const { squad, query, otherSeason } = useDraftSquad(draft, players, playersQuery, open);
  const panelId = `draft-${draft.id}-squad`;
  return (
    <article
      className={`draft-card${open ? ' is-open' : ''}`}
      aria-label={draft.name}
      onClick={(e) => {
        // The whole card toggles the squad, except its own buttons.
        if (!(e.target as HTMLElement).closest('button, a')) setOpen((o) => !o);
      }}
    >
      <header className="draft-card__head">
        <h2 className="draft-card__name">{draft.name}</h2>
        <span className={`draft-card__score draft-card__score--${tone}`} title="Net score (up minus down)" aria-label={`Net score ${signedScore(score)}`}>
          {signedScore(score)}
        </span>
      </header>
      <div className="draft-card__meta">
        <span className="dr-badge">{formatPrice(draft.totalCost)}</span>
        <DraftSeason draft={draft} />
        <time dateTime={draft.createdAt}>{formatDateTime(draft.createdAt)}</time>
      </div>
      <ul className="draft-card__clubs" aria-label="Players per club">
        {sortedTeamCounts(draft.teamCounts).map(([club, n]) => (
          <li key={club}><span>{club}</span> {n}</li>
        ))}
      </ul>
      <footer className="draft-card__foot">
        <VoteButtons draft={draft} />
        <button type="button" className="dr-button dr-button--ghost dr-button--sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide Squad' : 'View Squad'}
        </button>
      </footer>
      {open && (
        <div id={panelId} className="draft-card__squad">
          <SquadPlayersState query={query}>
            {/* Prices as saved; this season's xPts are other players' for another season's ids. */}
            <DraftPitch players={squad} label={`${draft.name} on the pitch`} detail={otherSeason ? (p) => formatPrice(p.price) : undefined} />
          </SquadPlayersState>
        </div>
      )}
    </article>
  );
}
