import { plannerPlayerOf, startPurchasePrice } from './planner-player';

describe('plannerPlayerOf', () => {
  const salah = { id: 381, position: 3, team: 12, teamName: 'Liverpool', price: 14.5, web_name: 'M.Salah', totalPoints: 200 };

  it('keeps what the planner reads, the display name included', () => {
    expect(plannerPlayerOf(salah)).toEqual({ id: 381, position: 3, team: 12, teamName: 'Liverpool', price: 14.5, name: 'M.Salah' });
  });

  it('leaves out a player of no known position', () => {
    expect(plannerPlayerOf({ ...salah, position: 5 })).toBeUndefined();
  });
});

describe('the purchase price of a first-squad player', () => {
  const lookup = (id: number) => (id === 1 ? { id: 1, position: 3 as const, team: 1, teamName: 'A', price: 7.7, startPrice: 7.5 } : undefined);
  it('is his gameweek-1 price for a team that played gameweek 1, else unknown', () => {
    expect(startPurchasePrice(lookup, 1)(1)).toBe(75);
    expect(startPurchasePrice(lookup, 3)(1)).toBeUndefined();
    expect(startPurchasePrice(lookup, 1)(2)).toBeUndefined();
  });
});
