import { formatDateTime } from '@draftroom/ui';

const twoDigits = (n: number) => String(n).padStart(2, '0');
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a copy is from: "09:05" today, "14 Mar 2026, 09:05" on another day (local time). */
export function copyTime(fetchedAt: string, now = new Date()): string {
  const at = new Date(fetchedAt);
  return sameDay(at, now) ? `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}` : formatDateTime(fetchedAt);
}

/** "The official FPL site is not answering; showing data from HH:MM" (with the day when not today). */
export function staleNoticeText(fetchedAt: string, now = new Date()): string {
  return `The official FPL site is not answering; showing data from ${copyTime(fetchedAt, now)}`;
}

/**
 * Shown over a team loaded from a last good copy (the planner's, decision 076, or this browser's,
 * issue 31) while the official API is down (it is, at every deadline): the manager sees the data
 * may be behind.
 */
export function StaleNotice({ fetchedAt }: { fetchedAt: string }) {
  const full = new Date(fetchedAt).toLocaleString();
  return (
    <p className="tm-note tm-note--stale" role="status" data-testid="stale-notice" title={`Fetched ${full}`}>
      {staleNoticeText(fetchedAt)}
    </p>
  );
}
