import {
  freeTransfersAfter, freeTransfersByGameweek, initialFreeTransfers, isFreeTransfer, transferCost, type GameweekHistory,
} from './free-transfers';

const gw = (gameweek: number, over: Partial<GameweekHistory> = {}): GameweekHistory => ({
  gameweek, activeChip: null, transfers: 0, transfersCost: 0, ...over,
});
const quiet = (n: number) => Array.from({ length: n }, (_, i) => gw(i + 1));
/** Four gameweeks with one of them replaced. */
const withGw = (n: number, over: Partial<GameweekHistory>) => quiet(4).map((h) => (h.gameweek === n ? gw(n, over) : h));

describe('initial free transfers from the history up to the clock (spec 4)', () => {
  it('starts at 1 and adds one per gameweek before the clock: GW1-4 without transfers gives 4', () => {
    expect(initialFreeTransfers(quiet(4), 4)).toBe(4);
  });

  it('does not add one for the clock gameweek itself', () => {
    expect(initialFreeTransfers(quiet(1), 1)).toBe(1);
    expect(initialFreeTransfers(quiet(2), 2)).toBe(2);
  });

  it('never banks more than 5', () => {
    expect(initialFreeTransfers(quiet(10), 10)).toBe(5);
  });

  it('subtracts the transfers used in an ordinary gameweek', () => {
    // 1 -> GW1 2 -> GW2 (one used) 2 -> GW3 3 -> GW4 3
    expect(initialFreeTransfers(withGw(2, { transfers: 1 }), 4)).toBe(3);
    // used at the clock's gameweek: no +1 afterwards
    expect(initialFreeTransfers(withGw(4, { transfers: 2 }), 4)).toBe(2);
  });

  it('skips a wildcard gameweek entirely, transfers and all', () => {
    // GW1 2, GW2 skipped, GW3 3, GW4 3
    expect(initialFreeTransfers(withGw(2, { activeChip: 'wildcard', transfers: 9 }), 4)).toBe(3);
  });

  it('skips a free hit gameweek too', () => {
    expect(initialFreeTransfers(withGw(4, { activeChip: 'freehit', transfers: 7 }), 4)).toBe(4);
  });

  it('adds one for a triple captain gameweek, even at the clock', () => {
    expect(initialFreeTransfers(withGw(4, { activeChip: '3xc' }), 4)).toBe(5);
  });

  it('adds one for a bench boost gameweek, capped at 5', () => {
    expect(initialFreeTransfers(withGw(3, { activeChip: 'bboost' }), 4)).toBe(4);
    expect(initialFreeTransfers([...quiet(5), gw(6, { activeChip: 'bboost' })], 6)).toBe(5);
  });

  it('resets to 1 after a gameweek with a paid transfer', () => {
    // GW1 2, GW2 3, GW3 hit -> 1, GW4 1 (nothing added at the clock)
    expect(initialFreeTransfers(withGw(3, { transfers: 3, transfersCost: 4 }), 4)).toBe(1);
    // a hit in GW2, then GW3 adds one and GW4 uses it
    const history = [gw(1), gw(2, { transfers: 2, transfersCost: 4 }), gw(3), gw(4, { transfers: 1 })];
    expect(initialFreeTransfers(history, 4)).toBe(1);
  });

  it('never answers fewer than 1', () => {
    expect(initialFreeTransfers(withGw(4, { transfers: 6 }), 4)).toBe(1);
  });

  it('treats gameweeks missing from the history (team not created yet) as quiet ones', () => {
    expect(initialFreeTransfers([gw(3), gw(4)], 4)).toBe(4);
    expect(initialFreeTransfers([], 0)).toBe(1);
  });
});

describe('rollover from one planned gameweek to the next (spec 4)', () => {
  it('gives 1 when none are left, hits included', () => {
    expect(freeTransfersAfter(1, 1)).toBe(1);
    expect(freeTransfersAfter(1, 3)).toBe(1);
  });

  it('carries 1-4 left over with one more', () => {
    expect(freeTransfersAfter(1, 0)).toBe(2);
    expect(freeTransfersAfter(3, 1)).toBe(3);
    expect(freeTransfersAfter(4, 0)).toBe(5);
    expect(freeTransfersAfter(5, 1)).toBe(5);
  });

  it('stays at 5 otherwise', () => {
    expect(freeTransfersAfter(5, 0)).toBe(5);
  });

  it('chains over a run of gameweeks', () => {
    const used: Record<number, number> = { 5: 2, 6: 0, 7: 3 };
    const counts = freeTransfersByGameweek(1, 5, 9, (g) => used[g] ?? 0);
    expect([...counts]).toEqual([[5, 1], [6, 1], [7, 2], [8, 1], [9, 2]]);
  });
});

describe('free or -4 by ordinal', () => {
  it('marks transfers within the free count as free', () => {
    expect([1, 2, 3].map((n) => isFreeTransfer(n, 2))).toEqual([true, true, false]);
  });

  it('costs 4 points per transfer beyond the free ones', () => {
    expect(transferCost(1, 1)).toBe(0);
    expect(transferCost(3, 1)).toBe(8);
    expect(transferCost(0, 5)).toBe(0);
  });
});
