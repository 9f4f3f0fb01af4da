import { buyingPricesAhead, predictedPriceAt, sellingPricesAhead, type PricePath } from './predicted-prices';

const rise: PricePath = { fromGameweek: 31, prices: [71, 71, 71, 71, 71, 71, 71, 71] };
const fall: PricePath = { fromGameweek: 31, prices: [69, 69, 69, 69, 69, 69, 69, 69] };

describe('predictedPriceAt', () => {
  it('reads the path by deadline: his price now before it, its last entry after it', () => {
    expect(predictedPriceAt(70, rise, 30)).toBe(70);
    expect(predictedPriceAt(70, rise, 31)).toBe(71);
    expect(predictedPriceAt(70, rise, 38)).toBe(71);
    expect(predictedPriceAt(70, { fromGameweek: 31, prices: [71, 72] }, 36)).toBe(72);
    expect(predictedPriceAt(70, undefined, 33)).toBe(70);
  });
});

describe('sellingPricesAhead (the game rule over predicted prices)', () => {
  it('sells the first gameweek at today\'s selling price: its transfers can be made before the move', () => {
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70, paidTenths: 70 }, fall, 31, 3)).toEqual([70, 69, 69]);
  });

  it('takes a predicted fall in full', () => {
    // Bought at £6.6m, now £7.0m: sells for £6.8m; at £6.9m for £6.7m.
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 68, paidTenths: 66 }, fall, 31, 3)).toEqual([68, 67, 67]);
    // Bought above today's price: he already sells for his price, and one tenth less after the fall.
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70, paidTenths: 75 }, fall, 31, 2)).toEqual([70, 69]);
  });

  it('adds only half of a predicted rise, rounded down to £0.1m', () => {
    // Bought at £7.0m: a rise to £7.1m is half of £0.1m, which rounds down to nothing.
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70, paidTenths: 70 }, rise, 31, 3)).toEqual([70, 70, 70]);
    // Bought at £6.9m, now £7.0m (sells £6.9m): at £7.1m the rise since purchase is £0.2m, half is £0.1m.
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 69, paidTenths: 69 }, rise, 31, 3)).toEqual([69, 70, 70]);
  });

  it('holds with no predicted move', () => {
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 68, paidTenths: 66 }, undefined, 31, 4)).toEqual([68, 68, 68, 68]);
  });

  it('follows the price when nothing is known of what was paid, and keeps a lower selling price set by hand', () => {
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70 }, rise, 31, 2)).toEqual([70, 71]);
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70 }, fall, 31, 2)).toEqual([70, 69]);
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 68 }, rise, 31, 2)).toEqual([68, 68]);
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 69 }, { fromGameweek: 31, prices: [68] }, 31, 2)).toEqual([69, 68]);
    // A hand-set price with a known purchase moves by the rule's change.
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 65, paidTenths: 66 }, fall, 31, 2)).toEqual([65, 64]);
  });

  it('reads the path from the plan\'s own first gameweek', () => {
    expect(sellingPricesAhead({ nowTenths: 70, sellingNowTenths: 70 }, { fromGameweek: 32, prices: [69] }, 31, 3)).toEqual([70, 69, 69]);
  });
});

describe('buyingPricesAhead (what the solver pays for a purchase, decision 188)', () => {
  it('buys the first gameweek at today\'s price and later ones at a predicted rise', () => {
    expect(buyingPricesAhead(70, rise, 31, 3)).toEqual([70, 71, 71]);
    expect(buyingPricesAhead(70, rise, 30, 3)).toEqual([70, 71, 71]);
    expect(buyingPricesAhead(70, undefined, 31, 2)).toEqual([70, 70]);
  });

  it('never counts a fall, nor a price below an earlier gameweek\'s', () => {
    expect(buyingPricesAhead(70, fall, 31, 3)).toEqual([70, 70, 70]);
    expect(buyingPricesAhead(70, { fromGameweek: 31, prices: [72, 71, 73] }, 30, 4)).toEqual([70, 72, 72, 73]);
  });
});
