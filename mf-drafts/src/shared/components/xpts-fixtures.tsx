import type { Player } from '@draftroom/contracts';
import { xptsIn } from '@draftroom/domain';
import { FdrChip } from '@draftroom/ui';
import { formatXpts } from '../format';
import type { OpponentFixture } from '../hooks/use-club-fixtures';
import './shared.css';

export interface XptsFixturesProps {
  player: Player;
  gameweeks: readonly number[];
  fixturesOf?: (teamId: number, gameweek: number) => OpponentFixture[];
  title?: string;
}

/** 'Expected Points & Fixtures': per gameweek the player's xPts and his opponents coloured by difficulty. */
export function XptsFixtures({ player, gameweeks, fixturesOf, title = 'Expected Points & Fixtures' }: XptsFixturesProps) {
  return (
    <section className="dt-xpts-fixtures" aria-label={title}>
      <h3 className="dt-section-title">{title}</h3>
      {gameweeks.length === 0 ? (
        <p className="dt-muted">No expected points data for the coming gameweeks.</p>
      ) : (
        <ol className="dt-xpts-fixtures__list">
          {gameweeks.map((gw) => {
            const games = fixturesOf?.(player.team, gw) ?? [];
            return (
              <li key={gw} className="dt-xpts-fixtures__item">
                <span className="dt-xpts-fixtures__gw">GW{gw}</span>
                <span className="dt-xpts-fixtures__xpts">{formatXpts(xptsIn(player, gw))}</span>
                <span className="dt-xpts-fixtures__opponents">
                  {games.length === 0 ? (
                    <span className="dt-muted" title="No fixture this gameweek">Blank</span>
                  ) : (
                    games.map((g, i) => (
                      <FdrChip key={i} difficulty={g.difficulty} title={`${g.isHome ? 'Home' : 'Away'}, difficulty ${g.difficulty}`}>
                        {g.label}
                      </FdrChip>
                    ))
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
