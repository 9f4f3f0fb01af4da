/**
 * `npm run backtest-prices` (services/stats): the walk-forward hit rate of the price-change
 * predictor (libs/projections/src/price-moves.ts, decision 205) on the committed snapshot. Each
 * season is predicted by a rule fitted on the seasons before it only; the first season has no
 * history, so it is the fit's ground and is not scored. Beside it, the "no change" baseline, which
 * never predicts a move: its accuracy is the share of gameweeks without one.
 */
import { join } from 'node:path';
import { repoRoot } from '@draftroom/nest-kit';
import { readSnapshotSeason, type SeasonId } from '@draftroom/fpl-data';
import { fitPriceRule, predictMove, priceObservations, scoreDirection, type DirectionScore, type PriceObservation } from '@draftroom/projections';

const SEASONS: SeasonId[] = ['2023-24', '2024-25', '2025-26'];

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const line = (name: string, s: DirectionScore): string =>
  `| ${name} | ${s.predicted} | ${s.actual} | ${s.hits} | ${pct(s.precision)} | ${pct(s.recall)} |`;

function main(): void {
  const root = repoRoot();
  const observed = new Map<SeasonId, PriceObservation[]>();
  for (const id of SEASONS) observed.set(id, priceObservations(readSnapshotSeason(join(root, 'data', 'snapshot'), id).appearances));
  for (let i = 1; i < SEASONS.length; i++) {
    const season = SEASONS[i];
    const rule = fitPriceRule(SEASONS.slice(0, i).flatMap((id) => observed.get(id)!));
    const obs = observed.get(season)!.filter((o) => o.nextMove !== null);
    const predicted = (o: PriceObservation) => predictMove(rule, o.netTransfers, o.selected);
    const exact = obs.filter((o) => predicted(o) === o.nextMove).length;
    const still = obs.filter((o) => o.nextMove === 0).length;
    console.log(`\n${season.replace('-', '/')}, rule fitted on ${SEASONS.slice(0, i).join(', ')}: ${JSON.stringify(rule)}`);
    console.log(`player-gameweeks scored: ${obs.length}\n`);
    console.log('| direction | predicted | happened | hits | precision | recall |\n|---|---|---|---|---|---|');
    console.log(line('rise', scoreDirection(obs, predicted, 1)));
    console.log(line('fall', scoreDirection(obs, predicted, -1)));
    console.log(line('rise, "no change" baseline', scoreDirection(obs, () => 0, 1)));
    console.log(line('fall, "no change" baseline', scoreDirection(obs, () => 0, -1)));
    console.log(`\nexact (rise, fall or none right): predictor ${pct(exact / obs.length)}, "no change" baseline ${pct(still / obs.length)}`);
  }
}

main();
