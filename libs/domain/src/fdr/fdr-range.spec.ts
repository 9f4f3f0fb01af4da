import {
  defaultFdrRange, excludedFilterLabel, excludedInRange, shownGameweeks, teamsFilterLabel, withFrom, withTo,
} from './fdr-range';

describe('FDR range rules (spec 4)', () => {
  it('raises To to From when From is chosen above it', () => {
    expect(withFrom({ from: 1, to: 6 }, 9)).toEqual({ from: 9, to: 9 });
    expect(withFrom({ from: 1, to: 6 }, 3)).toEqual({ from: 3, to: 6 });
  });

  it('ignores a To below From', () => {
    const range = { from: 5, to: 10 };
    expect(withTo(range, 4)).toBe(range);
    expect(withTo(range, 5)).toEqual({ from: 5, to: 5 });
    expect(withTo(range, 12)).toEqual({ from: 5, to: 12 });
  });

  it('excludes only ticked gameweeks inside the range', () => {
    expect(excludedInRange({ from: 3, to: 8 }, [1, 4, 4, 9, 8])).toEqual([4, 8]);
    expect(shownGameweeks({ from: 3, to: 8 }, [1, 4, 8])).toEqual([3, 5, 6, 7]);
  });

  it('labels the checklists', () => {
    expect(teamsFilterLabel(0)).toBe('All');
    expect(teamsFilterLabel(3)).toBe('3 selected');
    expect(excludedFilterLabel(0)).toBe('None');
    expect(excludedFilterLabel(2)).toBe('2 excluded');
  });

  it('defaults to the next six gameweeks of the clock', () => {
    expect(defaultFdrRange([1, 2, 3, 4, 5, 6])).toEqual({ from: 1, to: 6 });
    expect(defaultFdrRange([5, 6, 7, 8, 9, 10])).toEqual({ from: 5, to: 10 });
    expect(defaultFdrRange([37, 38])).toEqual({ from: 37, to: 38 });
  });
});
