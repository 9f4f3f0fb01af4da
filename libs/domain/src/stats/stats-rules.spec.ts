import { clampMinimumMinutes, DEFAULT_MIN_MINUTES } from './stats-limits';
import { DEFAULT_PRICE_RANGE, nextPriceRange, priceInRange, priceSliderBounds } from './price-range';
import { isPositionButtonActive, toggleStatsPosition } from './position-filter';
import { matchResult } from './match-result';
import { per90, perMillion, roundTo } from './rates';
import { playerSuggestions } from './player-suggestions';

describe('minimum minutes (spec 5)', () => {
  it('clamps to 1..3420 and turns non-numbers into 1', () => {
    expect(clampMinimumMinutes('0')).toBe(1);
    expect(clampMinimumMinutes(-20)).toBe(1);
    expect(clampMinimumMinutes('5000')).toBe(3420);
    expect(clampMinimumMinutes('abc')).toBe(1);
    expect(clampMinimumMinutes('')).toBe(1);
    expect(clampMinimumMinutes(' 450 ')).toBe(450);
    expect(clampMinimumMinutes('90.7')).toBe(90);
    expect(DEFAULT_MIN_MINUTES).toBe(90);
  });
});

describe('price slider (spec 5)', () => {
  it('ignores a change that brings the handles closer than 0.1', () => {
    const current = { min: 5, max: 8 };
    expect(nextPriceRange(current, { min: 8, max: 8 })).toBe(current);
    expect(nextPriceRange(current, { min: 8.1, max: 8 })).toBe(current);
    expect(nextPriceRange(current, { min: 7.9, max: 8 })).toEqual({ min: 7.9, max: 8 });
  });

  it('compares price/10 with the range and never excludes a player without a price', () => {
    expect(priceInRange(40, DEFAULT_PRICE_RANGE)).toBe(true);
    expect(priceInRange(39, DEFAULT_PRICE_RANGE)).toBe(false);
    expect(priceInRange(150, DEFAULT_PRICE_RANGE)).toBe(true);
    expect(priceInRange(151, { min: 4, max: 15 })).toBe(false);
    expect(priceInRange(null, { min: 10, max: 11 })).toBe(true);
    expect(priceInRange(73, { min: 7.3, max: 7.3 })).toBe(true);
  });

  it('widens the slider to the dearest player', () => {
    expect(priceSliderBounds([45, 146, null])).toEqual({ min: 4, max: 15 });
    expect(priceSliderBounds([38, 152])).toEqual({ min: 3.8, max: 15.2 });
  });
});

describe('position buttons', () => {
  it('starts at ALL, leaves ALL when a position is chosen and returns to it when the last is unticked', () => {
    expect(isPositionButtonActive([], 'ALL')).toBe(true);
    const def = toggleStatsPosition([], 'DEF');
    expect(def).toEqual(['DEF']);
    expect(isPositionButtonActive(def, 'ALL')).toBe(false);
    expect(toggleStatsPosition(def, 'GKP')).toEqual(['GKP', 'DEF']);
    expect(toggleStatsPosition(def, 'DEF')).toEqual([]);
    expect(toggleStatsPosition(['MID', 'FWD'], 'ALL')).toEqual([]);
    expect(toggleStatsPosition(['GKP', 'DEF', 'MID'], 'FWD')).toEqual([]);
  });
});

describe('results and rates', () => {
  it('reads W, D and L from the side\'s goals', () => {
    expect([matchResult(2, 1), matchResult(1, 1), matchResult(0, 3)]).toEqual(['W', 'D', 'L']);
  });

  it('computes per 90 and per million, 0 when there is nothing to divide by', () => {
    expect(per90(3, 270)).toBe(1);
    expect(per90(3, 0)).toBe(0);
    expect(perMillion(12, 60)).toBe(2);
    expect(perMillion(12, null)).toBe(0);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});

describe('player autocomplete', () => {
  const options = Array.from({ length: 15 }, (_, i) => ({ playerId: i + 1, displayName: `Player ${i + 1}`, name: `Full Name ${i + 1}` }));
  options.push({ playerId: 99, displayName: 'Ødegaard', name: 'Martin Ødegaard' });

  it('offers at most 10, matching display name or full name with folding', () => {
    expect(playerSuggestions(options, '')).toHaveLength(10);
    expect(playerSuggestions(options, 'odegaard').map((o) => o.playerId)).toEqual([99]);
    expect(playerSuggestions(options, 'martin').map((o) => o.playerId)).toEqual([99]);
    expect(playerSuggestions(options, 'full name 1').map((o) => o.playerId)).toEqual([1, 10, 11, 12, 13, 14, 15]);
  });
});
