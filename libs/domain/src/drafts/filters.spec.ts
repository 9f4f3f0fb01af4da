import { compareSquads, draftTimeFilterStart, filterDrafts } from './draft-filters';
import { filterPickerPlayers, infoDialogGameweeks, priceBounds, togglePickerPosition, type PickerFilters, type PickerPlayer } from './player-filters';

const p = (id: number, web_name: string, name: string, position: number, team: number, price: number, totalPoints: number): PickerPlayer => ({
  id, web_name, name, position, team, teamName: `Club ${team}`, teamShortName: `C${team}`, price, totalPoints,
});
const players = [
  p(1, 'Ødegaard', 'Martin Ødegaard', 3, 1, 7.8, 30),
  p(2, 'Saka', 'Bukayo Saka', 3, 1, 9.8, 40),
  p(3, 'Raya', 'David Raya Martín', 1, 1, 5.5, 24),
  p(4, 'Haaland', 'Erling Haaland', 4, 13, 14.1, 60),
  p(5, 'Muñoz', 'Daniel Muñoz', 2, 7, 5.4, 24),
];
const all: PickerFilters = { search: '', positions: [], maxPrice: 15, team: null, sort: 'points_desc' };
const ids = (list: PickerPlayer[]) => list.map((x) => x.id);

describe('player picker (spec 2.2, 4)', () => {
  it('toggles positions with the ALL semantics', () => {
    expect(togglePickerPosition([], 3)).toEqual([3]);
    expect(togglePickerPosition([3], 1)).toEqual([1, 3]);
    expect(togglePickerPosition([3], 3)).toEqual([]); // last one off: back to ALL
    expect(togglePickerPosition([1, 3], 'ALL')).toEqual([]);
  });

  it('searches trimmed, lower-cased, diacritics folded, as a substring of full or short name', () => {
    expect(ids(filterPickerPlayers(players, { ...all, search: '  ODEGAARD ' }))).toEqual([1]);
    expect(ids(filterPickerPlayers(players, { ...all, search: 'martin' }))).toEqual([1, 3]);
    expect(ids(filterPickerPlayers(players, { ...all, search: 'munoz' }))).toEqual([5]);
  });

  it('filters by positions, club and max price (inclusive, in tenths)', () => {
    expect(ids(filterPickerPlayers(players, { ...all, positions: [1, 4] }))).toEqual([4, 3]);
    expect(ids(filterPickerPlayers(players, { ...all, team: 1 }))).toEqual([2, 1, 3]);
    expect(ids(filterPickerPlayers(players, { ...all, maxPrice: 7.8 }))).toEqual([1, 3, 5]);
  });

  it('sorts in the five orders', () => {
    expect(ids(filterPickerPlayers(players, { ...all, sort: 'points_desc' }))).toEqual([4, 2, 1, 3, 5]);
    // issue 31: by xPts in the first planning gameweek, highest first; no projection counts 0
    const projected = players.map((x, i) => ({ ...x, xptsGW5: [3.1, 2.2, 4.5, undefined, 2.2][i] }));
    expect(ids(filterPickerPlayers(projected, { ...all, sort: 'xpts_desc', xptsGameweek: 5 }))).toEqual([3, 1, 2, 5, 4]);
    expect(ids(filterPickerPlayers(players, { ...all, sort: 'points_asc' }))).toEqual([5, 3, 1, 2, 4]);
    expect(ids(filterPickerPlayers(players, { ...all, sort: 'price_desc' }))).toEqual([4, 2, 1, 3, 5]);
    expect(ids(filterPickerPlayers(players, { ...all, sort: 'price_asc' }))).toEqual([5, 3, 1, 2, 4]);
    expect(ids(filterPickerPlayers(players, { ...all, sort: 'name_asc' }))).toEqual([4, 5, 1, 3, 2]); // Ø sorts with O
  });

  it('bounds the price slider by the lowest price rounded down and the highest rounded up', () => {
    expect(priceBounds(players)).toEqual({ min: 5, max: 15 });
    expect(priceBounds([])).toEqual({ min: 0, max: 0 });
  });

  it('shows up to six gameweeks with xPts among the nine from the planning start', () => {
    expect(infoDialogGameweeks({ xptsGW5: 1, xptsGW6: 2, xptsGW8: 0, xptsGW9: 3, xptsGW10: 1, xptsGW11: 1, xptsGW12: 1 }, 5)).toEqual([5, 6, 8, 9, 10, 11]);
    expect(infoDialogGameweeks({ xptsGW5: 1, xptsGW14: 2 }, 5)).toEqual([5]);
    expect(infoDialogGameweeks({ xptsGW37: 1, xptsGW38: 2 }, 37)).toEqual([37, 38]);
  });
});

describe('All Drafts and Compare (spec 2.4, 2.5, 4)', () => {
  const now = new Date(2025, 8, 20, 10, 0, 0); // local time
  const at = (d: Date) => d.toISOString();
  const drafts = [
    { name: 'Wildcard Warriors', createdAt: at(new Date(2025, 8, 20, 9, 30)) },
    { name: 'Early bird', createdAt: at(new Date(2025, 8, 20, 0, 5)) },
    { name: 'Last night', createdAt: at(new Date(2025, 8, 19, 23, 55)) },
    { name: 'Old guard', createdAt: at(new Date(2025, 8, 10, 12, 0)) },
  ];
  const names = (list: typeof drafts) => list.map((d) => d.name);

  it('filters by time in the viewer’s own day', () => {
    expect(names(filterDrafts(drafts, '', 'last_hour', now))).toEqual(['Wildcard Warriors']);
    expect(names(filterDrafts(drafts, '', 'today', now))).toEqual(['Wildcard Warriors', 'Early bird']);
    expect(names(filterDrafts(drafts, '', 'this_week', now))).toEqual(['Wildcard Warriors', 'Early bird', 'Last night']);
    expect(names(filterDrafts(drafts, '', 'all_time', now))).toHaveLength(4);
    expect(draftTimeFilterStart('all_time', now)).toBeNull();
  });

  it('searches names folded', () => {
    expect(names(filterDrafts(drafts, ' WILD', 'all_time', now))).toEqual(['Wildcard Warriors']);
  });

  it('splits two squads into common players and each side’s own', () => {
    expect(compareSquads([1, 2, 3, 4], [4, 5, 1])).toEqual({ common: [1, 4], onlyFirst: [2, 3], onlySecond: [5] });
  });
});
