import type { AvailabilityRecord } from '@draftroom/fpl-data';
import { withEarlierSnapshots } from './availability-history';

const flag = (gameweek: number, playerId: number, news = ''): AvailabilityRecord => ({
  gameweek, playerId, status: news ? 'i' : 'a', chanceOfPlaying: news ? 0 : null, news, epNext: 1,
});

describe('an upstream refresh of the availability snapshots', () => {
  it('keeps the earlier gameweeks and replaces the one the API publishes', () => {
    const stored = [flag(29, 1), flag(30, 1, 'old news'), flag(30, 2)];
    const fresh = [flag(30, 1, 'Knee injury - Expected back 13 Apr')];
    expect(withEarlierSnapshots(stored, fresh)).toEqual([flag(29, 1), flag(30, 1, 'Knee injury - Expected back 13 Apr')]);
  });
});
