import { autoSubstitutions, isLegalEleven, playProbability } from './auto-subs';
import {
  captainMultiplier, chipsPlayed, chipsProblem, chipUsedInHalf, freeTransfersLeft, halfOf, benchScores,
} from './chips';
import { freeTransfersAfter } from './free-transfers';

describe('chips (2025/26: each once per half-season)', () => {
  it('splits the season after gameweek 19', () => {
    expect([halfOf(1), halfOf(19), halfOf(20), halfOf(38)]).toEqual([1, 1, 2, 2]);
  });

  it('reads the chips played from the history', () => {
    const history = [{ gameweek: 3, activeChip: 'wildcard' }, { gameweek: 4, activeChip: null }, { gameweek: 5, activeChip: 'manager' }];
    expect(chipsPlayed(history)).toEqual([{ chip: 'wildcard', gameweek: 3 }]);
  });

  it('allows a chip again in the other half, not twice in one', () => {
    const played = [{ chip: 'wildcard' as const, gameweek: 3 }];
    expect(chipUsedInHalf('wildcard', 8, played)).toEqual({ chip: 'wildcard', gameweek: 3 });
    expect(chipUsedInHalf('wildcard', 20, played)).toBeUndefined();
    expect(chipUsedInHalf('freehit', 8, played)).toBeUndefined();
    expect(chipsProblem([{ chip: 'wildcard', gameweek: 8 }], played)).toBe(
      'Gameweek 8: Wildcard is already played in gameweek 3 (once per half-season)',
    );
    expect(chipsProblem([{ chip: 'bboost', gameweek: 6 }, { chip: 'bboost', gameweek: 9 }], [])).toMatch(/^Gameweek 9: Bench Boost/);
    expect(chipsProblem([{ chip: 'bboost', gameweek: 6 }, { chip: 'bboost', gameweek: 21 }], played)).toBeUndefined();
  });

  it('a wildcard or free hit makes the transfers free and keeps the count for the next gameweek', () => {
    expect(freeTransfersLeft(2, 6, 'wildcard')).toBe(2);
    expect(freeTransfersLeft(2, 6, 'freehit')).toBe(2);
    expect(freeTransfersLeft(4, 3, null)).toBe(1);
    expect(freeTransfersLeft(1, 3, 'bboost')).toBe(0);
    expect(freeTransfersAfter(2, 6, 'wildcard')).toBe(2);
    expect(freeTransfersAfter(2, 0, 'bboost')).toBe(3);
    expect(freeTransfersAfter(2, 3, null)).toBe(1);
  });

  it('triple captain triples, bench boost counts the bench', () => {
    expect([captainMultiplier('3xc'), captainMultiplier(null), captainMultiplier('bboost')]).toEqual([3, 2, 2]);
    expect([benchScores('bboost'), benchScores('3xc'), benchScores(null)]).toEqual([true, false, false]);
  });
});

describe('automatic substitutions', () => {
  const p = (id: number, position: 1 | 2 | 3 | 4) => ({ id, position });
  const eleven = [p(1, 1), p(10, 2), p(11, 2), p(12, 2), p(20, 3), p(21, 3), p(22, 3), p(23, 3), p(24, 3), p(30, 4), p(31, 4)];
  const bench = [p(2, 1), p(32, 4), p(13, 2), p(25, 3)];

  it('knows a legal eleven', () => {
    expect(isLegalEleven(eleven.map((x) => x.position))).toBe(true);
    expect(isLegalEleven([1, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4])).toBe(false);
  });

  it('brings on the first bench player who keeps the eleven legal', () => {
    const played = (id: number) => id !== 10;
    expect(autoSubstitutions(eleven, bench, played)).toContain(13);
    expect(autoSubstitutions(eleven, bench, played)).not.toContain(32);
  });

  it('only the spare keeper replaces the keeper, and only if he played', () => {
    expect(autoSubstitutions(eleven, bench, (id) => id !== 1)).toContain(2);
    expect(autoSubstitutions(eleven, bench, (id) => id !== 1 && id !== 2)).toHaveLength(10);
  });

  it('reads the chance of playing from the availability flag, the game\'s percentage first', () => {
    const flag = (status: string | undefined, chanceOfPlaying: number | null = null) => playProbability(status === undefined ? undefined : { status, chanceOfPlaying });
    expect([flag('a'), flag('d', 75), flag('d', 25), flag('i', 0), flag('s'), flag('u'), flag('n'), flag(undefined)]).toEqual([1, 0.75, 0.25, 0, 0, 0, 0, 1]);
  });
});
