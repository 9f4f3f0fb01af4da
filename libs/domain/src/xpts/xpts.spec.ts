import { formatXpts, hasXpts, projectionIn, xptsIn, xptsKey, xptsOver } from './xpts';

describe('xPts on a player', () => {
  const salah = { id: 1, xptsGW5: 6.4, xptsGW6: 0, xptsGW7: undefined };

  it('reads a gameweek through its one key', () => {
    expect([xptsKey(1), xptsKey(12), xptsKey(38)]).toEqual(['xptsGW1', 'xptsGW12', 'xptsGW38']);
    // Past the season's last gameweek the name is still the field's own, just not made in advance.
    expect(xptsKey(39)).toBe('xptsGW39');
    expect([projectionIn(salah, 5), projectionIn(salah, 6), projectionIn(salah, 7), projectionIn(salah, 8)]).toEqual([6.4, 0, undefined, undefined]);
  });

  it('counts a missing projection as 0 in sums, yet knows it is missing', () => {
    expect([xptsIn(salah, 5), xptsIn(salah, 7)]).toEqual([6.4, 0]);
    expect([hasXpts(salah, 6), hasXpts(salah, 7)]).toEqual([true, false]);
    expect(xptsOver(salah, [5, 6, 7])).toBeCloseTo(6.4);
  });

  it('is written to 2 decimals (spec 9)', () => {
    expect([formatXpts(6.4), formatXpts(0), formatXpts(3.456)]).toEqual(['6.40', '0.00', '3.46']);
  });
});
