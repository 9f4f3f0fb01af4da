import { seasonClock } from '@draftroom/domain';
import type { PlayerRecord, SeasonData } from '@draftroom/fpl-data';
import type { PriceObservation, PriceRule } from '@draftroom/projections';
import { priceMovesAt } from './price-moves.service';

const RULE: PriceRule = { rise: { minNet: 50_000, minShare: 0.01 }, fall: { minNet: 10_000, minShare: 0.05 } };
const seen = (playerId: number, value: number, netTransfers: number, gameweek = 10): PriceObservation =>
  ({ playerId, gameweek, value, selected: 1_000_000, netTransfers, nextMove: null });
const season = (nowCosts: Record<number, number>, pinnedAt?: number) => ({
  data: { players: Object.entries(nowCosts).map(([id, nowCost]) => ({ id: Number(id), nowCost }) as PlayerRecord) } as SeasonData,
  clock: seasonClock(10, pinnedAt),
  lastFinishedGameweek: 10,
});

describe('priceMovesAt', () => {
  const observations = [seen(1, 70, 80_000), seen(2, 55, -60_000), seen(3, 60, 1_000), seen(4, 80, 90_000), seen(5, 45, 90_000, 9)];

  it('lists the players the rule moves from the clock\'s gameweek, at the published price, holding after the move', () => {
    const moves = priceMovesAt(season({ 1: 70, 2: 55, 3: 60, 4: 80, 5: 45 }), observations, RULE);
    expect(moves).toMatchObject({ asOfGameweek: 10, fromGameweek: 11 });
    expect(moves.players.map((m) => [m.id, m.price, m.change, m.shareOfOwners])).toEqual([[1, 70, 1, 0.08], [2, 55, -1, -0.06], [4, 80, 1, 0.09]]);
    expect(moves.players[0].prices).toEqual(Array(28).fill(71));
  });

  it('does not predict again a move the published price already made since the clock\'s gameweek', () => {
    const moves = priceMovesAt(season({ 1: 71, 2: 55, 3: 60, 4: 79, 5: 45 }), observations, RULE);
    // Player 1 already rose to £7.1m; player 4 fell to £7.9m against the rise, which still stands from there.
    expect(moves.players.map((m) => [m.id, m.price, m.prices[0]])).toEqual([[2, 55, 54], [4, 79, 80]]);
  });

  it('prices a pinned clock from the clock\'s own row, never the published (later) price', () => {
    const moves = priceMovesAt(season({ 1: 90, 2: 90, 3: 90, 4: 90, 5: 90 }, 9), [seen(5, 45, 90_000, 9)], RULE);
    expect(moves).toMatchObject({ asOfGameweek: 9, fromGameweek: 10 });
    expect(moves.players.map((m) => [m.id, m.price, m.prices[0]])).toEqual([[5, 45, 46]]);
  });

  it('predicts nothing without a rule, before the season or after its last deadline', () => {
    expect(priceMovesAt(season({ 1: 70 }), observations, null).players).toEqual([]);
    expect(priceMovesAt(season({ 1: 70 }, 0), observations, RULE).players).toEqual([]);
  });
});
