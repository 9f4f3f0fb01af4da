import { Fragment, useId } from 'react';
import type { GameweekProjection } from '@draftroom/contracts';
import { formatXpts } from '@draftroom/domain';
import { QueryStates } from '../layout';
import { usePlayerProjection } from './use-player-projection';
import '../table/table.css';
import './player-projection.css';

type Part = keyof GameweekProjection['parts'];

/** The xPts parts in the order a manager reads a points breakdown (the FPL app's order). */
const PARTS: ReadonlyArray<readonly [Part, string]> = [
  ['appearance', 'Appearance'],
  ['goals', 'Goals'],
  ['assists', 'Assists'],
  ['cleanSheet', 'Clean sheet'],
  ['saves', 'Saves'],
  ['bonus', 'Bonus'],
  ['defensiveContributions', 'Defensive contributions'],
  ['cards', 'Cards'],
];

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/**
 * A player dialog's "Projection" section (issue 30 item 6): per upcoming gameweek, expected
 * minutes, the chance to play and to play 60+, and the xPts split into parts that add up to the
 * xPts the tables show. Gameweeks are columns so the parts read down like a sum; the table
 * scrolls sideways in its own box on a phone.
 */
export function PlayerProjection({ playerId }: { playerId: number }) {
  const query = usePlayerProjection(playerId);
  const headingId = useId();
  return (
    <section className="dr-projection" aria-labelledby={headingId}>
      <h3 id={headingId} className="dr-projection__title">Projection</h3>
      <QueryStates query={query} loading="Loading projection..." errorTitle="Could not load the projection"
        empty={query.data?.gameweeks.length === 0 && { title: 'No gameweeks left to project' }}>
        {() => <ProjectionTable gameweeks={query.data!.gameweeks} asOf={query.data!.asOfGameweek} />}
      </QueryStates>
    </section>
  );
}

function ProjectionTable({ gameweeks, asOf }: { gameweeks: GameweekProjection[]; asOf: number }) {
  const captionId = useId();
  const row = (label: string, cell: (gw: GameweekProjection) => string, total = false) => (
    <tr className={total ? 'dr-projection__total' : undefined}>
      <th scope="row">{label}</th>
      {gameweeks.map((gw) => <td key={gw.gameweek}>{cell(gw)}</td>)}
    </tr>
  );
  return (
    <div className="dr-table-wrap" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="dr-table dr-table--dense dr-projection__table">
        <caption id={captionId} className="dr-projection__caption">
          xPts by part, per gameweek (results to GW{asOf})
        </caption>
        <thead>
          <tr>
            <th scope="col">Gameweek</th>
            {gameweeks.map((gw) => <th key={gw.gameweek} scope="col">GW{gw.gameweek}</th>)}
          </tr>
        </thead>
        <tbody>
          {row('Expected minutes', (gw) => gw.expectedMinutes.toFixed(0))}
          {row('Chance to play', (gw) => percent(gw.chanceToPlay))}
          {row('Chance of 60+ min', (gw) => percent(gw.chanceOf60))}
          {PARTS.map(([part, label]) => <Fragment key={part}>{row(label, (gw) => formatXpts(gw.parts[part]))}</Fragment>)}
          {row('xPts', (gw) => formatXpts(gw.xpts), true)}
        </tbody>
      </table>
    </div>
  );
}
