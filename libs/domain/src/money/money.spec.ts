import { formatPrice, formatTenths, formatTenthsDelta } from './format';
import { purchasePrices, sellingPrice, stepSellPrice } from './selling-price';
import { fromTenths, sumPrices, toTenths } from './tenths';

describe('money in tenths of £m', () => {
  it('converts and sums without floating-point drift', () => {
    expect([toTenths(5.5), toTenths(0.30000000000000004), fromTenths(55)]).toEqual([55, 3, 5.5]);
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices(Array(15).fill(6.7))).toBe(100.5);
  });

  it('is written £ with one decimal and an m (spec 9), from tenths or from £m', () => {
    expect([formatTenths(55), formatTenths(0), formatTenths(-3), formatTenths(1000)]).toEqual(['£5.5m', '£0.0m', '-£0.3m', '£100.0m']);
    expect([formatPrice(5.5), formatPrice(4), formatPrice(12.95)]).toEqual(['£5.5m', '£4.0m', '£13.0m']);
    expect([formatTenthsDelta(15), formatTenthsDelta(-5), formatTenthsDelta(0)]).toEqual(['+£1.5m', '-£0.5m', '£0.0m']);
  });
});

describe('selling price', () => {
  it('is his price now when nothing is known of what was paid', () => {
    expect(sellingPrice(70)).toBe(70);
  });

  it('adds half of a rise since the purchase, rounded down to £0.1m', () => {
    expect(sellingPrice(77, 76)).toBe(76); // team 1003's João Pedro: bought £7.6m, now £7.7m
    expect(sellingPrice(78, 76)).toBe(77);
    expect(sellingPrice(79, 76)).toBe(77);
    expect(sellingPrice(70, 70)).toBe(70);
  });

  it('after a fall is his price now, never the higher purchase price', () => {
    expect(sellingPrice(58, 60)).toBe(58);
  });

  it('is never above his price now', () => {
    for (let paid = 40; paid <= 80; paid += 1) expect(sellingPrice(60, paid)).toBeLessThanOrEqual(60);
  });

  it('knows what a team paid from its latest transfer in, else the start price if known', () => {
    const transfers = [
      { element_in: 7, element_in_cost: 76, event: 3 },
      { element_in: 8, element_in_cost: 50, event: 2 },
      { element_in: 8, element_in_cost: 52, event: 4 },
    ];
    expect(purchasePrices([7, 8, 9, 10], transfers, (id) => (id === 9 ? 45 : undefined))).toEqual({ 7: 76, 8: 52, 9: 45 });
  });

  it('steps by £0.1m, never below £0.1m nor above the ceiling', () => {
    expect([stepSellPrice(55, 1), stepSellPrice(55, -1), stepSellPrice(1, -1)]).toEqual([56, 54, 1]);
    expect([stepSellPrice(55, 1, 55), stepSellPrice(54, 1, 55)]).toEqual([55, 55]);
  });
});
