const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "The official FPL site is not answering; showing data from HH:MM" (local time of the copy). */
export function staleNoticeText(fetchedAt: string): string {
  const at = new Date(fetchedAt);
  return `The official FPL site is not answering; showing data from ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

/**
 * Shown over a team loaded from the planner's last good copies while the official API is down
 * (it is, at every deadline): the manager sees the data may be behind (decision 076).
 */
export function StaleNotice({ fetchedAt }: { fetchedAt: string }) {
  const full = new Date(fetchedAt).toLocaleString();
  return (
    <p className="tm-note tm-note--stale" role="status" data-testid="stale-notice" title={`Fetched ${full}`}>
      {staleNoticeText(fetchedAt)}
    </p>
  );
}
