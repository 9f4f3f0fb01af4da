import type { Player } from '@draftroom/contracts';
import { suggestedCaptains } from '@draftroom/domain';
import { AvailabilityFlag, PlayerShirt } from '@draftroom/ui';
import { formatXpts } from '../../../shared/format';

/** For each of the next six gameweeks, the selected player with the highest xPts (spec 2.1). */
export function SuggestedCaptains({ squad, gameweeks }: { squad: readonly Player[]; gameweeks: readonly number[] }) {
  const suggestions = suggestedCaptains(squad, gameweeks);
  if (suggestions.length === 0) return null;
  return (
    <section className="builder-captains" aria-labelledby="suggested-captains-title">
      <h3 id="suggested-captains-title" className="dt-section-title">Suggested Captains</h3>
      <ol className="builder-captains__list">
        {suggestions.map(({ gameweek, player, xpts }) => (
          <li key={gameweek} className="builder-captains__item">
            <span className="builder-captains__gw">GW{gameweek}</span>
            <PlayerShirt teamShortName={player.teamShortName} goalkeeper={player.position === 1} size={28} />
            <span className="builder-captains__name" title={player.name}>{player.web_name}<AvailabilityFlag player={player} /></span>
            <span className="builder-captains__xpts">{formatXpts(xpts)} xPts</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
