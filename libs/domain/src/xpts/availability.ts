/**
 * The game's availability flag as a manager reads it. A player is flagged when the game gives
 * him a chance of playing below 100% or a status other than available; he is unavailable when
 * that chance is 0 (injured, suspended, left the club, not in the squad).
 */
export interface AvailabilitySource {
  readonly status: string;
  readonly chanceOfPlaying: number | null;
  readonly news: string;
}

export type AvailabilityLevel = 'doubtful' | 'unlikely' | 'unavailable';

const STATUS_TEXT: Record<string, string> = {
  d: 'Doubtful',
  i: 'Injured',
  s: 'Suspended',
  u: 'Unavailable',
  n: 'Not in squad',
};

/** The chance of playing next gameweek, 0-100 (100 when the game sets no flag). */
export function chanceOfPlaying(p: AvailabilitySource): number {
  if (p.chanceOfPlaying != null) return p.chanceOfPlaying;
  return p.status === 'a' || p.status === 'd' ? 100 : 0;
}

export const isFlagged = (p: AvailabilitySource): boolean => p.status !== 'a' || chanceOfPlaying(p) < 100;

export const isUnavailable = (p: AvailabilitySource): boolean => chanceOfPlaying(p) === 0;

/** null for an available player; otherwise how serious the flag is (the colour of the badge). */
export function availabilityLevel(p: AvailabilitySource): AvailabilityLevel | null {
  if (!isFlagged(p)) return null;
  const chance = chanceOfPlaying(p);
  return chance === 0 ? 'unavailable' : chance <= 25 ? 'unlikely' : 'doubtful';
}

/** One line for a screen reader or a tooltip: "Injured, 0% chance of playing: Knee injury - Expected back 13 Sep". */
export function availabilityText(p: AvailabilitySource): string {
  const status = STATUS_TEXT[p.status] ?? 'Doubtful';
  const line = `${status}, ${chanceOfPlaying(p)}% chance of playing`;
  return p.news ? `${line}: ${p.news}` : line;
}
