import type { Draft, Player } from '@draftroom/contracts';
import { compareSquads, expectedPointsOver, netScore, signedScore, xptsIn } from '@draftroom/domain';
import { useSeason } from '@draftroom/ui';
import { DraftPitch } from '../../../shared/components/draft-pitch';
import { DraftSeason } from '../../../shared/components/draft-season';
import { formatPrice } from '../../../shared/format';

/** One side of the comparison: the draft and its players (as saved when it is another season's). */
export interface ComparedDraft {
  draft: Draft;
  squad: Player[];
  otherSeason: boolean;
}

export interface ComparisonProps {
  first: ComparedDraft;
  second: ComparedDraft;
}

/**
 * Common players by the game's `code`, stable across seasons: ids are renumbered every season, so
 * a draft of last season and one of this season share a player only by code (within one season
 * id and code go together, so nothing changes there). Each side's own player, with its own price.
 */
function splitSquads(first: Player[], second: Player[]) {
  const split = compareSquads(first.map((p) => p.code), second.map((p) => p.code));
  const pick = (squad: Player[], codes: number[]) => codes.map((code) => squad.find((p) => p.code === code)!);
  return { common: pick(first, split.common), onlyFirst: pick(first, split.onlyFirst), onlySecond: pick(second, split.onlySecond) };
}

/** Both pitches, the Stats Comparison and the Player Analysis (common players and each side's own). */
export function Comparison({ first, second }: ComparisonProps) {
  const split = splitSquads(first.squad, second.squad);
  const season = useSeason();
  const next = season.data?.nextGameweeks ?? [];
  // The best eleven and captain of each gameweek (decision 104); '—' until the season clock is
  // known, and for a draft of another season, whose players have no xPts in this one.
  const xpts = (side: ComparedDraft, weeks: number[]) =>
    weeks.length === 0 || side.otherSeason ? '—' : expectedPointsOver(side.squad, weeks).toFixed(1);
  const [a, b] = [first.draft, second.draft];
  return (
    <div className="comparison">
      <div className="comparison__pitches">
        {[first, second].map(({ draft: d, squad, otherSeason }) => (
          <section key={d.id} className="dr-card comparison__side" aria-label={`${d.name} squad`}>
            <h2 className="dt-card-title">{d.name} <DraftSeason draft={d} /></h2>
            <DraftPitch players={squad} label={`${d.name} on the pitch`} detail={otherSeason ? (p) => formatPrice(p.price) : undefined} />
          </section>
        ))}
      </div>
      <section className="dr-card" aria-labelledby="stats-comparison">
        <h2 id="stats-comparison" className="dt-card-title">Stats Comparison</h2>
        <table className="comparison__stats">
          <thead>
            <tr><th scope="col">Stat</th><th scope="col">{a.name}</th><th scope="col">{b.name}</th></tr>
          </thead>
          <tbody>
            <tr><th scope="row">Total Cost</th><td>{formatPrice(a.totalCost)}</td><td>{formatPrice(b.totalCost)}</td></tr>
            <tr><th scope="row">Votes (net)</th><td>{signedScore(netScore(a))}</td><td>{signedScore(netScore(b))}</td></tr>
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
          <PlayerList title={`Common Players (${split.common.length})`} list={split.common} gameweek={first.otherSeason ? undefined : next[0]} tone="common" />
          <PlayerList title={`Only in ${a.name} (${split.onlyFirst.length})`} list={split.onlyFirst} gameweek={first.otherSeason ? undefined : next[0]} tone="first" />
          <PlayerList title={`Only in ${b.name} (${split.onlySecond.length})`} list={split.onlySecond} gameweek={second.otherSeason ? undefined : next[0]} tone="second" />
        </div>
      </section>
    </div>
  );
}

/** Short name and price (spec 2.5), then the xPts of the next gameweek when the clock is known (issue 31). */
function PlayerList({ title, list, gameweek, tone }: { title: string; list: Player[]; gameweek?: number; tone: string }) {
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
