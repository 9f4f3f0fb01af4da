import { opponentLabel, type ClubFixture } from '@draftroom/domain';
import type { Team } from '@draftroom/contracts';
import { FdrChip } from '@draftroom/ui';

export interface FixtureChipsProps {
  fixtures: readonly ClubFixture[];
  clubsById: ReadonlyMap<number, Team>;
  gameweek: number;
  /** 'case': ARS at home, ars away (FDR matrix). 'venue': ARS (H) / ARS (A) (pairings). */
  style: 'case' | 'venue';
  /** The club playing, named in the tooltip. */
  club?: Team;
}

/**
 * A club's fixtures in one gameweek, each coloured by difficulty. A blank gameweek says so; a
 * double shows both fixtures stacked, marked DGW.
 */
export function FixtureChips({ fixtures, clubsById, gameweek, style, club }: FixtureChipsProps) {
  if (fixtures.length === 0) {
    return <span className="fx-blank" title={`GW${gameweek}: no fixture`}>Blank</span>;
  }
  return (
    <span className={`fx-chips${fixtures.length > 1 ? ' fx-chips--double' : ''}`}>
      {fixtures.map((f, i) => {
        const opp = clubsById.get(f.opponent);
        const short = opp?.short_name ?? '???';
        const text = style === 'case' ? opponentLabel(short, f.isHome) : `${short} (${f.isHome ? 'H' : 'A'})`;
        const who = club ? `${club.short_name} ` : '';
        const title = `GW${gameweek}: ${who}${f.isHome ? 'v' : 'at'} ${opp?.name ?? short} (${f.isHome ? 'home' : 'away'}), difficulty ${f.difficulty}`;
        return (
          <FdrChip key={`${f.opponent}-${i}`} difficulty={f.difficulty} title={title} className="fx-chip">
            {text}
          </FdrChip>
        );
      })}
      {fixtures.length > 1 && <span className="fx-dgw" aria-label="double gameweek">DGW</span>}
    </span>
  );
}
