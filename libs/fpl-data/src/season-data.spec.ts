import { isSeasonId, latestSeason, seasonStartingIn } from './season-data';

describe('seasons as values', () => {
  it('accepts a season whose second year follows its first, across a century', () => {
    expect(['2026-27', '2099-00', '2023-24'].every(isSeasonId)).toBe(true);
    expect(['2026-28', '2026/27', '26-27', '2026-27 ', ''].some(isSeasonId)).toBe(false);
  });

  it('names the season a year starts, and the latest of some', () => {
    expect(seasonStartingIn(2026)).toBe('2026-27');
    expect(seasonStartingIn(2099)).toBe('2099-00');
    expect(latestSeason(['2025-26', '2027-28', '2026-27'])).toBe('2027-28');
    expect(latestSeason([])).toBeUndefined();
  });
});
