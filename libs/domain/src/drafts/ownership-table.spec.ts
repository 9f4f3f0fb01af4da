import { combineOwnership, filterOwnership, togglePeriod, type OwnershipSource } from './ownership-table';

const source = (id: number, webName: string, position: number, team: number, official: number, site: number): OwnershipSource => ({
  id, name: `${webName} Full`, webName, team, teamShortName: `T${team}`, position, selectedByPercent: official, selectedByDatabase: site,
});

describe('ownership table (spec 2.15, 4, 7)', () => {
  const allTime = [source(1, 'Salah', 3, 12, 54.5, 40), source(2, 'Haaland', 4, 13, 33.6, 60), source(3, 'Raya', 1, 1, 23.6, 10), source(4, 'Ødegaard', 3, 1, 5, 10)];
  const lastWeek = [source(1, 'Salah', 3, 12, 54.5, 50), source(2, 'Haaland', 4, 13, 33.6, 25)];
  const today = [source(3, 'Raya', 1, 1, 23.6, 100)];
  const rows = combineOwnership(allTime, lastWeek, today);
  const ids = (f: Partial<Parameters<typeof filterOwnership>[1]>) =>
    filterOwnership(rows, { search: '', team: null, positions: [], sort: 'today', ...f }).map((r) => r.id);

  it('combines the three periods on the all-time list, 0 where a period lacks the player', () => {
    expect(rows.find((r) => r.id === 1)).toMatchObject({ official: 54.5, all_time: 40, last_week: 50, today: 0 });
    expect(rows.find((r) => r.id === 3)).toMatchObject({ all_time: 10, last_week: 0, today: 100 });
  });

  it('sorts by each period, by official ownership or by name; ties by official ownership', () => {
    expect(ids({ sort: 'today' })).toEqual([3, 1, 2, 4]);
    expect(ids({ sort: 'last_week' })).toEqual([1, 2, 3, 4]);
    expect(ids({ sort: 'all_time' })).toEqual([2, 1, 3, 4]);
    expect(ids({ sort: 'official' })).toEqual([1, 2, 3, 4]);
    expect(ids({ sort: 'name' })).toEqual([2, 4, 3, 1]);
  });

  it('filters by folded search, club and positions', () => {
    expect(ids({ search: 'odegaard' })).toEqual([4]);
    expect(ids({ team: 1 })).toEqual([3, 4]);
    expect(ids({ positions: [3, 4], sort: 'official' })).toEqual([1, 2, 4]);
  });

  it('never turns the last period off', () => {
    expect(togglePeriod(['today', 'last_week', 'all_time'], 'today')).toEqual(['last_week', 'all_time']);
    expect(togglePeriod(['all_time'], 'all_time')).toEqual(['all_time']);
    expect(togglePeriod(['all_time'], 'today')).toEqual(['today', 'all_time']);
  });
});
