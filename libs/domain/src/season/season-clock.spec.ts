import { gameweekRange, seasonClock } from './season-clock';

describe('season clock', () => {
  it('follows the data when nothing pins it', () => {
    expect(seasonClock(29)).toEqual({ currentGameweek: 29, planningFrom: 30, nextGameweeks: [30, 31, 32, 33, 34, 35] });
  });

  it('matches the spec when pinned to gameweek 4', () => {
    const clock = seasonClock(29, 4);
    expect(clock.currentGameweek).toBe(4);
    expect(clock.planningFrom).toBe(5);
    expect(clock.nextGameweeks).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('never runs ahead of the data', () => {
    expect(seasonClock(10, 20).currentGameweek).toBe(10);
  });

  it('is preseason (0) before any gameweek finished', () => {
    expect(seasonClock(0)).toEqual({ currentGameweek: 0, planningFrom: 1, nextGameweeks: [1, 2, 3, 4, 5, 6] });
  });

  it('cuts the look-ahead at gameweek 38', () => {
    expect(seasonClock(36).nextGameweeks).toEqual([37, 38]);
    expect(seasonClock(38)).toEqual({ currentGameweek: 38, planningFrom: 38, nextGameweeks: [38] });
  });

  it('builds inclusive ranges', () => {
    expect(gameweekRange(3, 5)).toEqual([3, 4, 5]);
    expect(gameweekRange(5, 3)).toEqual([]);
  });
});
