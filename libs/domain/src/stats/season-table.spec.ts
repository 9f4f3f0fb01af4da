import { filterSeasonRows, EXCLUDED_MINUTES_2526, type SeasonFilters } from './season-filters';
import { effectiveSortKey, SEASON_SORT_KEYS_2425, SEASON_SORT_KEYS_2526, sortDirection, sortSeasonRows } from './season-sort';
import { DEFAULT_PRICE_RANGE } from './price-range';

const row = (player_name: string, extra: Record<string, unknown> = {}) => ({
  player_name,
  display_name: player_name.split(' ').pop()!,
  team_name: 'ARS',
  player_position: 'MID',
  minutes_played: 900,
  price: 60 as number | null,
  ...extra,
});

const rows = [
  row('Martin Ødegaard', { goals: 3, xgc: 1.2, points: 80 }),
  row('Bukayo Saka', { goals: 7, xgc: 0.9, team_name: 'ARS', price: 100, points: 120 }),
  row('William Saliba', { goals: 1, xgc: 0.4, player_position: 'DEF', points: 90 }),
  row('Erling Haaland', { goals: 20, team_name: 'MCI', player_position: 'FWD', price: 146 }),
  row('Cameo Man', { goals: 0, minutes_played: 1, price: null }),
];
const all: SeasonFilters = { search: '', positions: [], team: '', minMinutes: 1, price: DEFAULT_PRICE_RANGE };

describe('season stats filters (spec 5)', () => {
  it('finds Ødegaard by odegaard', () => {
    expect(filterSeasonRows(rows, { ...all, search: 'odegaard' }).map((r) => r.player_name)).toEqual(['Martin Ødegaard']);
  });

  it('filters by position unless ALL, by club short name and by minimum minutes', () => {
    expect(filterSeasonRows(rows, { ...all, positions: ['DEF', 'FWD'] })).toHaveLength(2);
    expect(filterSeasonRows(rows, { ...all, team: 'MCI' }).map((r) => r.display_name)).toEqual(['Haaland']);
    expect(filterSeasonRows(rows, { ...all, minMinutes: 90 })).toHaveLength(4);
  });

  it('filters by price but keeps players without one', () => {
    const cheap = filterSeasonRows(rows, { ...all, price: { min: 4, max: 6 } }).map((r) => r.display_name);
    expect(cheap).toEqual(['Ødegaard', 'Saliba', 'Man']);
  });

  it('leaves out 2025/26 players with 1 minute or fewer, whatever the minimum', () => {
    expect(filterSeasonRows(rows, all, { excludeMinutesUpTo: EXCLUDED_MINUTES_2526 }).map((r) => r.display_name)).not.toContain('Man');
  });
});

describe('season stats sorting (spec 5)', () => {
  it('sorts descending, missing numbers counting as 0', () => {
    expect(sortSeasonRows(rows, 'points', SEASON_SORT_KEYS_2526).map((r) => r.display_name)).toEqual(['Saka', 'Saliba', 'Ødegaard', 'Man', 'Haaland']);
  });

  it('sorts xGC and xGC per 90 ascending', () => {
    expect(sortDirection('xgc')).toBe('asc');
    expect(sortDirection('xgc_per90')).toBe('asc');
    expect(sortDirection('xg')).toBe('desc');
    expect(sortSeasonRows(rows, 'xgc', SEASON_SORT_KEYS_2526).slice(0, 3).map((r) => r.display_name)).toEqual(['Man', 'Haaland', 'Saliba']);
  });

  it('falls back to goals for an unknown key', () => {
    expect(effectiveSortKey('nonsense', SEASON_SORT_KEYS_2425)).toBe('goals');
    expect(effectiveSortKey('points', SEASON_SORT_KEYS_2425)).toBe('goals');
    expect(sortSeasonRows(rows, 'nonsense', SEASON_SORT_KEYS_2425)[0].display_name).toBe('Haaland');
  });

  it('does not change the input', () => {
    const before = rows.map((r) => r.player_name);
    sortSeasonRows(rows, 'goals', SEASON_SORT_KEYS_2425);
    expect(rows.map((r) => r.player_name)).toEqual(before);
  });
});
