import { SeasonMarket, type SeasonRecords } from './season-market';

const row = (playerId: number, fixtureId: number, gameweek: number, wasHome: boolean, value: number, totalPoints = 2, minutes = 90) =>
  ({ playerId, fixtureId, gameweek, wasHome, value, totalPoints, minutes });

// Fixtures: 1 (GW1) club 10 v 20; 2 (GW3) club 10 v 30; 3 (GW3) club 40 v 10; 4 (GW2) club 30 v 20.
const season: SeasonRecords = {
  players: [{ id: 1, position: 3, webName: 'One' }, { id: 2, position: 4 }, { id: 3, position: 2 }, { id: 4, position: 1 }],
  fixtures: [
    { id: 1, homeTeamId: 10, awayTeamId: 20 }, { id: 2, homeTeamId: 10, awayTeamId: 30 },
    { id: 3, homeTeamId: 40, awayTeamId: 10 }, { id: 4, homeTeamId: 30, awayTeamId: 20 },
  ],
  appearances: [
    // 1 plays for club 10: GW1, blank GW2, double GW3 (price 52 by then).
    row(1, 1, 1, true, 50, 6, 90), row(1, 2, 3, true, 52, 3, 0), row(1, 3, 3, false, 52, 5, 30),
    // 2 joins the game in GW2.
    row(2, 4, 2, true, 70),
    // 3 is listed in GW1 only (then leaves the game).
    row(3, 1, 1, false, 45),
    // 4 is away at club 20 in GW1 (fixture 1) and away at club 30 in GW3 (fixture 2).
    row(4, 1, 1, false, 40), row(4, 2, 3, false, 41),
  ],
};

describe('SeasonMarket', () => {
  const market = new SeasonMarket(season);

  it('lists a player from his first row to his last, at the price and club of his latest row (a blank keeps them)', () => {
    expect([...market.marketAt(1).keys()].sort()).toEqual([1, 3, 4]);
    expect(market.marketAt(2).get(1)).toEqual({ id: 1, position: 3, club: 10, price: 50, name: 'One' });
    expect([...market.marketAt(2).keys()].sort()).toEqual([1, 2, 4]);
    expect(market.marketAt(3).get(1)?.price).toBe(52);
  });

  it('follows a move between clubs', () => {
    expect(market.marketAt(1).get(4)?.club).toBe(20);
    expect(market.marketAt(3).get(4)?.club).toBe(30);
  });

  it('keeps a held player who left the game at his latest price', () => {
    expect(market.marketAt(2).has(3)).toBe(false);
    expect(market.marketAt(2, [3]).get(3)?.price).toBe(45);
  });

  it('adds up a double gameweek and leaves a blank empty', () => {
    // GW3: 3 points in 0 minutes plus 5 in 30 minutes.
    expect(market.actualAt(3).get(1)).toEqual({ points: 8, minutes: 30 });
    expect(market.actualAt(2).has(1)).toBe(false);
  });
});
