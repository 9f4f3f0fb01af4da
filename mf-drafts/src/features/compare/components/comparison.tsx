import type { Draft, Player } from '@draftroom/contracts';
import { compareSquads, expectedPointsOver, netScore, signedScore, xptsIn } from '@draftroom/domain';
import { useSeason } from '@draftroom/ui';
import { DraftPitch } from '../../../shared/components/draft-pitch';
import { formatPrice } from '../../../shared/format';
import { playersOf } from '../../../shared/hooks/use-player-index';

export interface ComparisonProps {
  first: Draft;
  second: Draft;
  players: ReadonlyMap<number, Player>;
}

/** Both pitches, the Stats Comparison and the Player Analysis (common players and each side's own). */
export function Comparison({ first, second, players }: ComparisonProps) {
  const split = compareSquads(first.selectedPlayers, second.selectedPlayers);
  const season = useSeason();
  const next = season.data?.nextGameweeks ?? [];
  // The best eleven and captain of each gameweek (decision 104); '—' until the season clock is known.
  const xpts = (d: Draft, weeks: number[]) =>
    weeks.length === 0 ? '—' : expectedPointsOver(playersOf(d.selectedPlayers, players), weeks).toFixed(1);
  return (
    <div className="comparison">
      <div className="comparison__pitches">
        {[first, second].map((d) => (
          <section key={d.id} className="dr-card comparison__side" aria-label={`${d.name} squad`}>
            <h2 className="dt-card-title">{d.name}</h2>
            <DraftPitch players={playersOf(d.selectedPlayers, players)} label={`${d.name} on the pitch`} />
          </section>
        ))}
      </div>
      <section className="dr-card" aria-labelledby="stats-comparison">
        <h2 id="stats-comparison" className="dt-card-title">Stats Comparison</h2>
        <table className="comparison__stats">
          <thead>
            <tr><th scope="col">Stat</th><th scope="col">{first.name}</th><th scope="col">{second.name}</th></tr>
          </thead>
          <tbody>
            <tr><th scope="row">Total Cost</th><td>{formatPrice(first.totalCost)}</td><td>{formatPrice(second.totalCost)}</td></tr>
            <tr><th scope="row">Votes (net)</th><td>{signedScore(netScore(first))}</td><td>{signedScore(netScore(second))}</td></tr>
            <tr>
              <th scope="row">xPts {next[0] ? `GW${next[0]}` : 'next gameweek'}</th>
              <td data-testid="compare-xpts-next">{xpts(first, next.slice(0, 1))}</td><td>{xpts(second, next.slice(0, 1))}</td>
            </tr>
            <tr>
              <th scope="row">xPts next {Math.min(5, next.length) || 5} gameweeks</th>
              <td data-testid="compare-xpts-five">{xpts(first, next.slice(0, 5))}</td><td>{xpts(second, next.slice(0, 5))}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className="dr-card" aria-labelledby="player-analysis">
        <h2 id="player-analysis" className="dt-card-title">Player Analysis</h2>
        <div className="comparison__analysis">
          <PlayerList title={`Common Players (${split.common.length})`} ids={split.common} players={players} gameweek={next[0]} tone="common" />
          <PlayerList title={`Only in ${first.name} (${split.onlyFirst.length})`} ids={split.onlyFirst} players={players} gameweek={next[0]} tone="first" />
          <PlayerList title={`Only in ${second.name} (${split.onlySecond.length})`} ids={split.onlySecond} players={players} gameweek={next[0]} tone="second" />
        </div>
      </section>
    </div>
  );
}

/** Short name and price (spec 2.5), then the xPts of the next gameweek when the clock is known (issue 31). */
function PlayerList({ title, ids, players, gameweek, tone }: { title: string; ids: number[]; players: ReadonlyMap<number, Player>; gameweek?: number; tone: string }) {
  const list = playersOf(ids, players);
  return (
    <div className={`comparison__list comparison__list--${tone}`}>
      <h3 className="comparison__list-title">{title}</h3>
      {list.length === 0 ? (
        <p className="dt-muted">None</p>
      ) : (
        <ul>
          {list.map((p) => (
            <li key={p.id}>
              <span title={p.name}>{p.web_name}</span><span>{formatPrice(p.price)}</span>
              {gameweek !== undefined && <span className="comparison__xpts" title={`Expected points in gameweek ${gameweek}`}>{xptsIn(p, gameweek).toFixed(2)} xP</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
