import { minutesEditCells, minutesEditFor, minutesEditScope } from './minutes-edits';

describe('minutes edits: which one counts (decision 217)', () => {
  const edits = [
    { id: 7, gameweek: null, minutes: 60 },
    { id: 7, gameweek: 31, minutes: 0 },
    { id: 9, gameweek: 32, minutes: 90 },
  ];

  it('takes a gameweek\'s own edit over the every-gameweek one, in either order', () => {
    expect(minutesEditFor(edits, 7, 31)?.minutes).toBe(0);
    expect(minutesEditFor([...edits].reverse(), 7, 31)?.minutes).toBe(0);
    expect(minutesEditFor(edits, 7, 30)?.minutes).toBe(60);
  });

  it('leaves a gameweek with no edit of his to the model', () => {
    expect(minutesEditFor(edits, 9, 31)).toBeUndefined();
    expect(minutesEditFor(edits, 8, 31)).toBeUndefined();
  });

  it('lists every planned cell an edit sets, and none outside the plan', () => {
    expect(minutesEditCells(edits, [30, 31, 32])).toEqual([
      { id: 7, gameweek: 30, minutes: 60 },
      { id: 7, gameweek: 31, minutes: 0 },
      { id: 7, gameweek: 32, minutes: 60 },
      { id: 9, gameweek: 32, minutes: 90 },
    ]);
    expect(minutesEditCells(edits, [33])).toEqual([{ id: 7, gameweek: 33, minutes: 60 }]);
  });

  it('names the scope', () => {
    expect(minutesEditScope(null)).toBe('every planned gameweek');
    expect(minutesEditScope(31)).toBe('GW31');
  });
});
