import { fitLogisticOnce, linearScore as logit, sigmoid, type LogisticModel } from './logistic';
import type { MatchLog, PlayerMatch } from './match-log';
import { MINUTES_FEATURES, minutesFeatures } from './minutes-features';

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

/**
 * Logistic models of P(play) and P(60+), fitted for the nearest and the furthest horizon
 * (1 and MAX_HORIZON gameweeks ahead); horizons between blend the two on the logit scale
 * and further ahead uses the furthest. Fitting every horizon gave the same accuracy at
 * three times the cost, and the fit runs inside the projection job.
 */
export interface MinutesModel {
  play: [LogisticModel, LogisticModel];
  full: [LogisticModel, LogisticModel];
}

export const MAX_HORIZON = 6;
const FITTED_HORIZONS = [1, MAX_HORIZON] as const;
/** Seasons before the current one the minutes model learns from. */
const TRAINING_SEASONS = 2;

/** Fewer examples than this (no earlier season in the data) and the fallback below is used. */
const MIN_EXAMPLES = 2000;

/**
 * For a season with no earlier one to learn from: a fixed mapping of the recent share of
 * fixtures played (and played 60+) to a probability, about as steep as the fitted models.
 */
function fallbackModel(): MinutesModel {
  const weights = (feature: string, intercept: number, slope: number): LogisticModel => ({
    weights: MINUTES_FEATURES.map((name) => (name === 'constant' ? intercept : name === feature ? slope : 0)),
  });
  const play = weights('share played, half-life 2', -3, 5.5);
  const full = weights('60+ share, half-life 3', -3.5, 5.5);
  return { play: [play, play], full: [full, full] };
}

/** Index of the first row after gameweek `gw` of season `season` (rows are in play order). */
function cut(rows: readonly PlayerMatch[], season: number, gw: number): number {
  let end = rows.length;
  while (end > 0 && (rows[end - 1].season > season || (rows[end - 1].season === season && rows[end - 1].gameweek > gw))) end -= 1;
  return end;
}

/**
 * Fits the minutes model on the earlier seasons of the log only (never on the season being
 * projected): every fixture a player was listed for, seen from 1..6 gameweeks before, is one
 * example. In the oldest season the first gameweeks are skipped, because there the players
 * have no previous season to be read from, unlike in any season we project.
 */
export function fitMinutesModel(log: MatchLog): MinutesModel {
  const d = MINUTES_FEATURES.length;
  const xs: number[][][] = FITTED_HORIZONS.map(() => []);
  const play: number[][] = FITTED_HORIZONS.map(() => []);
  const full: number[][] = FITTED_HORIZONS.map(() => []);
  for (const rows of log.byPlayer.values()) {
    for (const target of rows) {
      if (target.season >= log.current) break;
      if (target.season < log.current - TRAINING_SEASONS) continue;
      FITTED_HORIZONS.forEach((h, i) => {
        const origin = target.gameweek - h;
        if (origin < 0 || (target.season === 0 && origin < 6)) return;
        xs[i].push(minutesFeatures(rows, cut(rows, target.season, origin), target.season));
        play[i].push(target.minutes > 0 ? 1 : 0);
        full[i].push(target.minutes >= 60 ? 1 : 0);
      });
    }
  }
  if (xs[0].length < MIN_EXAMPLES) return fallbackModel();
  const flat = xs.map((rows) => {
    const out = new Float64Array(rows.length * d);
    rows.forEach((x, r) => out.set(x, r * d));
    return out;
  });
  const fit = (i: number, ys: number[]): LogisticModel => fitLogisticOnce(flat[i], ys, d);
  return { play: [fit(0, play[0]), fit(1, play[1])], full: [fit(0, full[0]), fit(1, full[1])] };
}

function typicalMinutes(rows: readonly PlayerMatch[]): { if60: number; ifShort: number } {
  let s60 = 0;
  let n60 = 0;
  let sShort = 0;
  let nShort = 0;
  for (let i = rows.length - 1; i >= 0 && n60 + nShort < 20; i -= 1) {
    const m = rows[i].minutes;
    if (m >= 60) {
      s60 += m;
      n60 += 1;
    } else if (m > 0) {
      sShort += m;
      nShort += 1;
    }
  }
  // A couple of pseudo-appearances keep one odd match from setting the figure.
  return { if60: (s60 + 2 * 87) / (n60 + 2), ifShort: (sShort + 2 * 25) / (nShort + 2) };
}

/** P(play) and P(60+) for a fixture `horizon` gameweeks after the origin; `rows` are his rows known there. */
export function minutesOutlook(model: MinutesModel, rows: readonly PlayerMatch[], current: number, horizon: number): MinutesOutlook {
  const x = minutesFeatures(rows, rows.length, current);
  const along = (Math.min(MAX_HORIZON, Math.max(1, horizon)) - 1) / (MAX_HORIZON - 1);
  const blend = ([near, far]: [LogisticModel, LogisticModel]): number => (1 - along) * logit(near, x) + along * logit(far, x);
  const pPlay = sigmoid(blend(model.play));
  const p60 = Math.min(pPlay, sigmoid(blend(model.full)));
  const typical = typicalMinutes(rows);
  return { pPlay, p60, minutesIf60: typical.if60, minutesIfShort: typical.ifShort };
}

export const expectedMinutes = (m: MinutesOutlook): number => m.p60 * m.minutesIf60 + (m.pPlay - m.p60) * m.minutesIfShort;
