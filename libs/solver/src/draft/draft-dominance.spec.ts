import type { SolverPlayer } from '../types';
import { dominatedInDraft } from './draft-dominance';

const mid = (id: number, club: number, price: number, xpts: number[]): SolverPlayer => ({ id, position: 3, club, price, xpts });

describe('players no best draft needs', () => {
  // Eight clubs: the 14 others can fill at most four clubs (blocking one dominator each) and hold
  // four midfielders, so with one dominator at each of eight clubs at least one is always free.
  const dominators = [1, 2, 3, 4, 5, 6, 7, 8].map((club) => mid(club, club, 50, [5, 5]));

  it('leaves out a dearer player whom eight cheaper, better midfielders from eight clubs beat every gameweek', () => {
    expect(dominatedInDraft([...dominators, mid(99, 99, 60, [4, 5])], 2, new Set())).toEqual(new Set([99]));
  });

  it('keeps him when the other fourteen could hold or club-block all seven of his dominators', () => {
    expect(dominatedInDraft([...dominators.slice(0, 7), mid(99, 99, 60, [4, 5])], 2, new Set()).has(99)).toBe(false);
  });

  it('keeps him when he is better in one planned gameweek, or locked', () => {
    expect(dominatedInDraft([...dominators, mid(99, 99, 60, [4, 6])], 2, new Set()).has(99)).toBe(false);
    expect(dominatedInDraft([...dominators, mid(99, 99, 60, [4, 5])], 2, new Set([99])).has(99)).toBe(false);
  });

  it('keeps him when his dominators crowd into clubs a squad can fill', () => {
    const twoClubs = [1, 2, 3, 4, 5, 6].map((id) => mid(id, id <= 3 ? 1 : 2, 50, [5, 5]));
    // Two clubs of three: the 14 others can hold three from each (two full clubs), blocking all six.
    expect(dominatedInDraft([...twoClubs, mid(99, 99, 60, [4, 5])], 2, new Set()).has(99)).toBe(false);
  });
});
