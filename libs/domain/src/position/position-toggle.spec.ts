import { togglePositionChoice } from './position-toggle';

describe('position toggles', () => {
  const order = ['GKP', 'DEF', 'MID', 'FWD'];

  it('leaves ALL on the first choice and keeps the buttons order', () => {
    expect(togglePositionChoice([], 'MID', order)).toEqual(['MID']);
    expect(togglePositionChoice(['MID'], 'GKP', order)).toEqual(['GKP', 'MID']);
  });

  it('returns to ALL when the last position is un-chosen or ALL is chosen', () => {
    expect(togglePositionChoice(['MID'], 'MID', order)).toEqual([]);
    expect(togglePositionChoice(['GKP', 'MID'], 'ALL', order)).toEqual([]);
  });

  it('treats every position ticked as ALL only when asked to', () => {
    expect(togglePositionChoice(['GKP', 'DEF', 'MID'], 'FWD', order, true)).toEqual([]);
    expect(togglePositionChoice(['GKP', 'DEF', 'MID'], 'FWD', order)).toEqual(order);
  });
});
