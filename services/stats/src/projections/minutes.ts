import type { PlayerMatch } from './match-log';
import type { ModelParams } from './model-params';

/** What a player's minutes in one fixture look like from here. */
export interface MinutesOutlook {
  /** P(minutes > 0). */
  pPlay: number;
  /** P(minutes >= 60); never above pPlay. */
  p60: number;
  /** Typical minutes when he plays 60+, and when he plays less. */
  minutesIf60: number;
  minutesIfShort: number;
}

/** Only the recent past matters here; 60 fixtures cover more than a season. */
const MEMORY = 60;

interface Memory {
  played: number;
  full: number;
  weight: number;
  playedWeight: number;
  minutes60: number;
  weight60: number;
  minutesShort: number;
  weightShort: number;
}

function remember(rows: readonly PlayerMatch[], current: number, halfLife: number, previousSeason: number): Memory {
  const m: Memory = { played: 0, full: 0, weight: 0, playedWeight: 0, minutes60: 0, weight60: 0, minutesShort: 0, weightShort: 0 };
  const start = Math.max(0, rows.length - MEMORY);
  for (let i = rows.length - 1; i >= start; i -= 1) {
    const r = rows[i];
    const age = rows.length - 1 - i;
    const w = Math.pow(0.5, age / halfLife) * (r.season < current ? previousSeason : 1);
    m.weight += w;
    if (r.minutes <= 0) continue;
    m.played += w;
    m.playedWeight += w;
    if (r.minutes >= 60) {
      m.full += w;
      m.minutes60 += w * r.minutes;
      m.weight60 += w;
    } else {
      m.minutesShort += w * r.minutes;
      m.weightShort += w;
    }
  }
  return m;
}

/**
 * P(play) and P(60+) for a fixture `horizon` gameweeks ahead, from the fixtures he was listed
 * for (0-minute rows included: they are what injuries, suspensions and the bench look like).
 * A short memory catches the latest news; a long one the settled role. The further ahead,
 * the more the long memory counts, since today's knock is likely healed by then.
 */
export function minutesOutlook(rows: readonly PlayerMatch[], current: number, horizon: number, params: ModelParams): MinutesOutlook {
  const short = remember(rows, current, params.minutesHalfLifeShort, params.minutesPreviousSeason);
  const long = remember(rows, current, params.minutesHalfLifeLong, params.minutesPreviousSeason);
  const prior = params.newcomerPlay;
  const nw = params.newcomerWeight;
  const pShort = (short.played + nw * prior) / (short.weight + nw);
  const pLong = (long.played + nw * prior) / (long.weight + nw);
  const keep = Math.pow(params.minutesShortPersistence, Math.max(0, horizon - 1));
  const pPlay = keep * pShort + (1 - keep) * pLong;
  // Share of his appearances that reach 60 minutes: starter or impact sub.
  const fullShare = (short.full + long.full + 0.5) / (short.playedWeight + long.playedWeight + 1);
  return {
    pPlay,
    p60: pPlay * fullShare,
    minutesIf60: long.weight60 > 0 ? long.minutes60 / long.weight60 : 88,
    minutesIfShort: long.weightShort > 0 ? long.minutesShort / long.weightShort : 25,
  };
}

export const expectedMinutes = (m: MinutesOutlook): number => m.p60 * m.minutesIf60 + (m.pPlay - m.p60) * m.minutesIfShort;
