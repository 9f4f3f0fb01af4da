import { midnightFor, ownershipPercent, ownershipPeriodStart } from './ownership';

describe('site ownership periods (spec 9)', () => {
  const now = new Date('2025-09-20T01:30:00Z');

  it('starts today at midnight UTC by default', () => {
    expect(ownershipPeriodStart('today', now)?.toISOString()).toBe('2025-09-20T00:00:00.000Z');
  });

  it("starts today at the viewer's own midnight when the offset is given", () => {
    // Nairobi (UTC+3, getTimezoneOffset() = -180): 04:30 local, the day began at 21:00 UTC.
    expect(midnightFor(now, -180).toISOString()).toBe('2025-09-19T21:00:00.000Z');
    // New York in summer (UTC-4, offset 240): 21:30 on the 19th locally, the day began at 04:00 UTC on the 19th.
    expect(midnightFor(now, 240).toISOString()).toBe('2025-09-19T04:00:00.000Z');
  });

  it('takes last week as the seven days before now, and all time as no start', () => {
    expect(ownershipPeriodStart('last_week', now)?.toISOString()).toBe('2025-09-13T01:30:00.000Z');
    expect(ownershipPeriodStart('all_time', now)).toBeNull();
  });

  it('is the share of drafts holding the player', () => {
    expect(ownershipPercent(3, 12)).toBe(25);
    expect(ownershipPercent(0, 0)).toBe(0);
  });
});
