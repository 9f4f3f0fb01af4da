import { availableXptsGameweeks, rangeGameweeks, xptsColumns, xptsRows, xptsSortGameweek, type XptsPlayerLike } from './xpts-table';

const player = (id: number, web_name: string, xpts: number[], extra: Partial<XptsPlayerLike> = {}): XptsPlayerLike => ({
  id, web_name, name: `Full ${web_name}`, teamShortName: 'ARS', position: 3,
  ...Object.fromEntries(xpts.map((x, i) => [`xptsGW${i + 1}`, x])),
  ...extra,
});

const players = [
  player(1, 'Saka', [5, 6, 1]),
  player(2, 'Ødegaard', [4, 7, 2]),
  player(3, 'Raya', [3, 3, 3], { position: 1 }),
  player(4, 'Bench', [0, 0, 0]),
  player(5, 'Haaland', [8, 0, 9], { teamShortName: 'MCI', position: 4 }),
];
const noFilters = { search: '', team: '', positions: [] };

describe('expected points table (spec 2.6, 4)', () => {
  it('detects the consecutive gameweeks with data from GW1', () => {
    expect(availableXptsGameweeks(players)).toEqual([1, 2, 3]);
    expect(availableXptsGameweeks([player(1, 'A', [1]), { ...player(2, 'B', []), xptsGW3: 1 }])).toEqual([1]);
  });

  it('sorts by the chosen gameweek, descending, and lists only players with xPts', () => {
    const rows = xptsRows(players, noFilters, { mode: 'single', gameweek: 2 }, [1, 2, 3]);
    expect(rows.map((r) => r.player.web_name)).toEqual(['Ødegaard', 'Saka', 'Raya', 'Haaland']);
    expect(rows.every((r) => r.total === null)).toBe(true);
  });

  it('sorts lowest first when asked (issue 31), ties still by name', () => {
    const rows = xptsRows(players, noFilters, { mode: 'single', gameweek: 2 }, [1, 2, 3], 'asc');
    expect(rows.map((r) => r.player.web_name)).toEqual(['Haaland', 'Raya', 'Saka', 'Ødegaard']);
    const range = { mode: 'range' as const, from: 2, to: 3 };
    expect(xptsRows(players, noFilters, range, [2, 3], 'asc').map((r) => r.total)).toEqual([6, 7, 9, 9]);
  });

  it('sums and sorts by the range total only when From and To are both set', () => {
    const range = { mode: 'range' as const, from: 2, to: 3 };
    const rows = xptsRows(players, noFilters, range, xptsColumns(range, [1, 2, 3], 1));
    expect(rows.map((r) => [r.player.web_name, r.total])).toEqual([['Haaland', 9], ['Ødegaard', 9], ['Saka', 7], ['Raya', 6]]);
    expect(rangeGameweeks({ mode: 'range', from: 2, to: null })).toBeNull();
    expect(xptsSortGameweek({ mode: 'range', from: null, to: 3 }, [1, 2, 3])).toBe(1);
  });

  it('filters by folded search, club and position', () => {
    const gw1 = { mode: 'single' as const, gameweek: 1 };
    expect(xptsRows(players, { ...noFilters, search: 'odegaard' }, gw1, [1]).map((r) => r.player.id)).toEqual([2]);
    expect(xptsRows(players, { ...noFilters, team: 'MCI' }, gw1, [1]).map((r) => r.player.id)).toEqual([5]);
    expect(xptsRows(players, { ...noFilters, positions: ['GKP'] }, gw1, [1]).map((r) => r.player.id)).toEqual([3]);
  });

  it('can hide the players the game rules out, keeping the doubtful', () => {
    const flagged = [
      { ...player(1, 'Saka', [5]), status: 'i', chanceOfPlaying: 0, news: 'Knee injury' },
      { ...player(2, 'Rice', [4]), status: 'd', chanceOfPlaying: 75, news: 'Knock' },
      { ...player(3, 'Raya', [3]), status: 'a', chanceOfPlaying: null, news: '' },
    ];
    const gw1 = { mode: 'single' as const, gameweek: 1 };
    expect(xptsRows(flagged, noFilters, gw1, [1]).map((r) => r.player.id)).toEqual([1, 2, 3]);
    expect(xptsRows(flagged, { ...noFilters, hideUnavailable: true }, gw1, [1]).map((r) => r.player.id)).toEqual([2, 3]);
  });

  it('shows a window of up to 12 gameweek columns around the chosen one, or exactly the range', () => {
    const all = Array.from({ length: 38 }, (_, i) => i + 1);
    expect(xptsColumns({ mode: 'single', gameweek: 1 }, all, 1)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(xptsColumns({ mode: 'single', gameweek: 30 }, all, 30)[0]).toBe(27);
    expect(xptsColumns({ mode: 'single', gameweek: 37 }, all, 30).at(-1)).toBe(38);
    expect(xptsColumns({ mode: 'range', from: 5, to: 30 }, all, 1)).toHaveLength(26);
    expect(xptsColumns({ mode: 'range', from: null, to: 30 }, all, 5)[0]).toBe(2);
    expect(xptsColumns({ mode: 'single', gameweek: 2 }, [1, 2, 3], 1)).toEqual([1, 2, 3]);
  });
});
