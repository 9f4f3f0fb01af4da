import type { AvailabilityRecord, SeasonData } from '@draftroom/fpl-data';
import { AVAILABILITY_OFFSETS, type AvailabilityOffsets } from './availability-params';
import type { MinutesOutlook } from './minutes';

/**
 * How the game's availability flag turns into minutes. A flag read before the deadline after
 * the origin falls in one of these classes for a given target gameweek; each class moves the
 * minutes model's P(play) and P(60+) by a log-odds offset fitted on 2024/25 for each horizon
 * (availability-params.ts), so a 75% doubt costs a little, a long injury everything until the
 * date in the news, and the recent-minutes features keep doing the rest.
 */
export type FlagClass =
  /** Status a (no chance, or 100). */
  | 'fit'
  /** Fit now, flagged in the snapshot before: the minutes model, which saw him miss games, undersells him. */
  | 'cleared'
  | 'doubt75'
  | 'doubt50'
  | 'doubt25'
  /** 0% (injured or doubtful) without a return date. */
  | 'out'
  /** 0% with an "expected back" date after the target gameweek's first kickoff. */
  | 'outUntil'
  /** Suspended past the target gameweek's first kickoff. */
  | 'suspended'
  /** Injured or suspended with a return date on or before the target's first kickoff. */
  | 'returning'
  /** Left the club or the league (loan, transfer), or not in the squad. */
  | 'gone';

export const FLAG_CLASSES: readonly FlagClass[] = ['fit', 'cleared', 'doubt75', 'doubt50', 'doubt25', 'out', 'outUntil', 'suspended', 'returning', 'gone'];

export type Flag = Pick<AvailabilityRecord, 'status' | 'chanceOfPlaying' | 'news'> & {
  /** Flagged in the snapshot before this one (set by flagsBefore). */
  flaggedBefore?: boolean;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The date in "Expected back 13 Sep" or "Suspended until 20 Oct", in the season's calendar
 * (July to December in its first year, January to June in its second); null without one.
 */
export function returnDate(news: string, season: SeasonData['season']): Date | null {
  const m = /(?:expected back|suspended until)\s+(\d{1,2})\s+([a-z]{3})/i.exec(news);
  if (!m) return null;
  const month = MONTHS.indexOf(m[2].toLowerCase());
  if (month < 0) return null;
  const firstYear = Number(season.slice(0, 4));
  return new Date(Date.UTC(month >= 6 ? firstYear : firstYear + 1, month, Number(m[1])));
}

/** The class of a flag for a target gameweek whose first kickoff is `kickoff` (null: unknown). */
export function flagClass(flag: Flag, season: SeasonData['season'], kickoff: Date | null): FlagClass {
  if (flag.status === 'u' || flag.status === 'n') return 'gone';
  const chance = flag.chanceOfPlaying;
  if (flag.status === 'a' || chance == null || chance >= 100) return flag.flaggedBefore ? 'cleared' : 'fit';
  if (chance > 0) return chance >= 75 ? 'doubt75' : chance >= 50 ? 'doubt50' : 'doubt25';
  const back = returnDate(flag.news, season);
  if (back && kickoff && back.getTime() <= kickoff.getTime()) return 'returning';
  if (flag.status === 's') return 'suspended';
  return back ? 'outUntil' : 'out';
}

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const clampP = (p: number): number => Math.min(1 - 1e-6, Math.max(1e-6, p));

/** The minutes outlook once the flag's class is known; unchanged without a flag. */
export function flaggedMinutes(
  outlook: MinutesOutlook,
  cls: FlagClass | null,
  horizon: number,
  offsets: AvailabilityOffsets = AVAILABILITY_OFFSETS,
): MinutesOutlook {
  if (cls == null) return outlook;
  const row = offsets[cls];
  const h = Math.min(row.play.length, Math.max(1, horizon)) - 1;
  if (row.play[h] === 0 && row.full[h] === 0) return outlook;
  const pPlay = sigmoid(logit(clampP(outlook.pPlay)) + row.play[h]);
  const p60 = Math.min(pPlay, sigmoid(logit(clampP(outlook.p60)) + row.full[h]));
  return { ...outlook, pPlay, p60 };
}

const isFit = (a: Flag): boolean => a.status === 'a' || a.chanceOfPlaying == null || a.chanceOfPlaying >= 100;

/**
 * Flags by player id, as published before gameweek `gameweek`'s deadline (undefined: no
 * snapshot), each marked when the snapshot before it (an older one, never a later) flagged him.
 */
export function flagsBefore(season: SeasonData, gameweek: number): Map<number, Flag> | undefined {
  const rows = season.availability.filter((a) => a.gameweek === gameweek);
  if (rows.length === 0) return undefined;
  const before = new Set(season.availability.filter((a) => a.gameweek === gameweek - 1 && !isFit(a)).map((a) => a.playerId));
  return new Map(rows.map((a) => [a.playerId, { status: a.status, chanceOfPlaying: a.chanceOfPlaying, news: a.news, flaggedBefore: before.has(a.playerId) }]));
}

/** The players list's own flags: the latest ones, fair only for a projection made now. */
export const latestFlags = (season: SeasonData): Map<number, Flag> =>
  new Map(season.players.map((p) => [p.id, { status: p.status as Flag['status'], chanceOfPlaying: p.chanceOfPlayingNextRound, news: p.news }]));

/**
 * The flags a projection made after gameweek `asOf` may read: the snapshot published before
 * gameweek asOf+1's deadline, never a later one. Without one, the players list's flags when
 * `live` (a projection from the latest results), otherwise none (the model without flags).
 */
export function flagsAtOrigin(season: SeasonData, asOf: number, live: boolean): Map<number, Flag> | undefined {
  return flagsBefore(season, asOf + 1) ?? (live ? latestFlags(season) : undefined);
}

/** First kickoff of each gameweek (a return date is compared with it). */
export function gameweekKickoffs(season: SeasonData): Map<number, Date> {
  const out = new Map<number, Date>();
  for (const f of season.fixtures) {
    if (f.gameweek == null || !f.kickoff) continue;
    const t = new Date(f.kickoff);
    const seen = out.get(f.gameweek);
    if (!seen || t < seen) out.set(f.gameweek, t);
  }
  return out;
}
