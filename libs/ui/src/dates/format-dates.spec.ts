import { formatDate, formatDateTime } from './format-dates';

describe('the one date format', () => {
  it('writes day, short month, year and a 24-hour time', () => {
    const iso = new Date(2026, 10, 24, 4, 10).toISOString();
    expect(formatDateTime(iso)).toBe('24 Nov 2026, 04:10');
    expect(formatDate(iso)).toBe('24 Nov 2026');
  });
});
