import type { SeasonData } from '@draftroom/fpl-data';
import { flagClass, flaggedMinutes, flagsAtOrigin, flagsBefore, returnDate, type Flag } from './availability';
import type { MinutesOutlook } from './minutes';

const flag = (status: Flag['status'], chanceOfPlaying: number | null, news = ''): Flag => ({ status, chanceOfPlaying, news });
const regular: MinutesOutlook = { pPlay: 0.9, p60: 0.8, minutesIf60: 88, minutesIfShort: 25 };
const kickoff = (iso: string): Date => new Date(iso);

describe('how an availability flag becomes minutes', () => {
  it('reads return dates in the season calendar', () => {
    expect(returnDate('Hamstring injury - Expected back 13 Sep', '2025-26')?.toISOString()).toBe('2025-09-13T00:00:00.000Z');
    expect(returnDate('Suspended until 04 Jan', '2025-26')?.toISOString()).toBe('2026-01-04T00:00:00.000Z');
    expect(returnDate('Knee injury - Unknown return date', '2025-26')).toBeNull();
  });

  it('classes each flag for the target gameweek', () => {
    const sep20 = kickoff('2025-09-20T11:30:00Z');
    expect(flagClass(flag('a', null), '2025-26', sep20)).toBe('fit');
    expect(flagClass(flag('a', 100), '2025-26', sep20)).toBe('fit');
    expect(flagClass(flag('d', 75, '75% chance of playing'), '2025-26', sep20)).toBe('doubt75');
    expect(flagClass(flag('d', 50), '2025-26', sep20)).toBe('doubt50');
    expect(flagClass(flag('d', 25), '2025-26', sep20)).toBe('doubt25');
    expect(flagClass(flag('i', 0, 'Knock - Unknown return date'), '2025-26', sep20)).toBe('out');
    expect(flagClass(flag('i', 0, 'Knock - Expected back 27 Sep'), '2025-26', sep20)).toBe('outUntil');
    expect(flagClass(flag('i', 0, 'Knock - Expected back 13 Sep'), '2025-26', sep20)).toBe('returning');
    expect(flagClass(flag('s', 0, 'Suspended until 04 Oct'), '2025-26', sep20)).toBe('suspended');
    expect(flagClass(flag('s', 0, 'Suspended until 14 Sep'), '2025-26', sep20)).toBe('returning');
    expect(flagClass(flag('u', 0, 'Has joined Lyon permanently.'), '2025-26', sep20)).toBe('gone');
    expect(flagClass({ ...flag('a', null), flaggedBefore: true }, '2025-26', sep20)).toBe('cleared');
  });

  it('takes a player who left the league, or is out for the next gameweek, to exactly 0 minutes', () => {
    for (const cls of ['gone', 'outUntil'] as const) {
      for (const h of [1, 3, 6, 9]) expect(flaggedMinutes(regular, cls, h)).toMatchObject({ pPlay: 0, p60: 0 });
    }
    expect(flaggedMinutes(regular, 'out', 1)).toMatchObject({ pPlay: 0, p60: 0 });
    expect(flaggedMinutes(regular, 'suspended', 1)).toMatchObject({ pPlay: 0, p60: 0 });
  });

  it('lets an injury without a date fade: more minutes the further ahead', () => {
    const at = (h: number): number => flaggedMinutes({ pPlay: 0.3, p60: 0.2, minutesIf60: 88, minutesIfShort: 25 }, 'out', h).pPlay;
    expect(at(2)).toBeGreaterThan(at(1));
    expect(at(6)).toBeGreaterThan(at(2));
  });

  it('leaves an unflagged player (and one without a snapshot) to the minutes model', () => {
    expect(flaggedMinutes(regular, null, 1)).toBe(regular);
    expect(flaggedMinutes(regular, 'fit', 1)).toEqual(regular);
  });

  it('reads the snapshot before the next deadline, and the players list only for a live projection', () => {
    const season = {
      season: '2025-26',
      players: [{ id: 7, status: 'i', chanceOfPlayingNextRound: 0, news: 'today' }],
      availability: [{ gameweek: 5, playerId: 7, status: 'd', chanceOfPlaying: 75, news: 'before GW5', epNext: 2 }],
    } as unknown as SeasonData;
    expect(flagsAtOrigin(season, 4, false)?.get(7)?.news).toBe('before GW5');
    expect(flagsAtOrigin(season, 5, false)).toBeUndefined();
    expect(flagsAtOrigin(season, 5, true)?.get(7)?.news).toBe('today');
  });

  it('marks a fit player the snapshot before had flagged (he is back, and the minutes model undersells him)', () => {
    const row = (gameweek: number, status: 'a' | 's', playerId = 7) => ({ gameweek, playerId, status, chanceOfPlaying: status === 'a' ? null : 0, news: '', epNext: 1 });
    const season = { season: '2025-26', players: [], availability: [row(5, 's'), row(5, 'a', 8), row(6, 'a'), row(6, 'a', 8)] } as unknown as SeasonData;
    expect(flagsBefore(season, 6)?.get(7)?.flaggedBefore).toBe(true);
    expect(flagsBefore(season, 6)?.get(8)?.flaggedBefore).toBe(false);
    expect(flaggedMinutes(regular, 'cleared', 1).pPlay).toBeGreaterThan(regular.pPlay);
  });
});
