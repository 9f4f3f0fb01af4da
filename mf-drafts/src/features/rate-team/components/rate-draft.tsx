import { useEffect, useRef, useState } from 'react';
import type { Draft, Player } from '@draftroom/contracts';
import { SQUAD_SIZE, TEAM_FORMATIONS, xptsIn, type Formation } from '@draftroom/domain';
import { Button } from '@draftroom/ui';
import { DraftPitch } from '../../../shared/components/draft-pitch';
import { DraftSeason } from '../../../shared/components/draft-season';
import { formatXpts } from '../../../shared/format';
import { useRateTeam } from '../hooks/use-rate-team';
import { RatingCards } from './rating-cards';
import { RatePlayerDialog } from './rate-player-dialog';

export interface RateDraftProps {
  draft: Draft;
  squad: Player[];
  nextGameweeks: number[];
  /** Every saved draft, to say where this one's rating stands among them. */
  others: readonly Draft[];
  index: ReadonlyMap<number, Player>;
  onChooseAnother: () => void;
}

/** Step 2 (spec 2.9): the lineup on the pitch with formation, captain and substitutions, and the rating cards. */
export function RateDraft({ draft, squad, nextGameweeks, others, index, onChooseAnother }: RateDraftProps) {
  const rate = useRateTeam(squad, draft.totalCost, nextGameweeks, others, index);
  const [open, setOpen] = useState<Player | null>(null);
  const { lineup, subject } = rate;
  const click = (p: Player) => (subject ? rate.substitute(p) : setOpen(p));
  // Choosing a draft in Find Draft removes the button that had focus: continue from this draft's title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
  }, []);
  return (
    <div className="rate">
      <section className="dr-card rate__team" aria-labelledby="rate-draft-title">
        <header className="rate__head">
          <div>
            <p className="dt-muted">Rating</p>
            <h2 id="rate-draft-title" className="dt-card-title" ref={title} tabIndex={-1}>{draft.name} <DraftSeason draft={draft} /></h2>
          </div>
          <Button variant="secondary" size="sm" onClick={onChooseAnother}>Choose Different Draft</Button>
        </header>
        {squad.length < SQUAD_SIZE && (
          <p className="rate__warning" role="status">Some players of this draft are no longer in the player list; the rating uses the {squad.length} that are.</p>
        )}
        <label className="dr-field rate__formation">
          <span className="dr-field__label">Formation</span>
          <select className="dr-select" value={lineup.formation} onChange={(e) => rate.setFormation(e.target.value as Formation)}>
            {TEAM_FORMATIONS.map((f) => <option key={f} value={f}>{f}</option>)}
          </select>
        </label>
        {subject && (
          <div className="rate__sub-banner" role="status">
            <span>Substitution: choose another {subject.position === 1 ? 'goalkeeper' : 'player of the same position'} to swap with <strong>{subject.web_name}</strong>.</span>
            <Button variant="secondary" size="sm" onClick={rate.cancelSubstitution}>Cancel Substitution</Button>
          </div>
        )}
        <DraftPitch
          players={lineup.starters}
          bench={lineup.bench}
          label={`${draft.name} lineup`}
          detail={(p) => `${formatXpts(xptsIn(p, rate.gameweek))} xPts`}
          badge={(p) => (lineup.captain?.id === p.id ? 'C' : undefined)}
          dimmed={(p) => Boolean(subject && p.position !== subject.position)}
          selected={(p) => subject?.id === p.id}
          onPlayerClick={click}
        />
      </section>
      <RatingCards rate={rate} />
      <RatePlayerDialog
        player={open}
        rate={rate}
        onClose={() => setOpen(null)}
        onSubstitute={(p) => {
          rate.startSubstitution(p);
          setOpen(null);
        }}
      />
    </div>
  );
}
