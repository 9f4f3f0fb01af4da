import type { PlayerMatch } from './match-log';

/** Only the recent past matters for minutes; 60 fixtures cover more than a season. */
const MEMORY = 60;

export const MINUTES_FEATURES = [
  'constant',
  'played last fixture',
  '60+ last fixture',
  'share played, last 3',
  'share played, half-life 2',
  'share played, half-life 10',
  '60+ share, half-life 3',
  '60+ share, half-life 10',
  'has a record',
  'no fixture yet this season',
  'price above 4.5m (per 5m)',
  'average minutes / 90, last 5',
  'minutes / 90, last fixture',
  'run of fixtures without minutes (log)',
  'run of fixtures with minutes (log)',
  'goalkeeper',
  'goalkeeper who played last fixture',
  'started last fixture',
  'share started, half-life 3',
  'share started, half-life 10',
  'started last fixture but off before 50 minutes (a knock?)',
  'sent off last fixture',
  'reached 5 or 10 yellow cards last fixture (a ban)',
  'share played, all this season',
  '60+ share, all this season',
  'points per listed fixture this season (per 5)',
] as const;

const NEWCOMER = MINUTES_FEATURES.map((name) => (name === 'constant' || name === 'no fixture yet this season' ? 1 : 0));

/**
 * The game's suspension rule: a fifth league yellow before gameweek 20, or a tenth before
 * gameweek 33, bans him from the next fixture(s). True when row `last` reached one.
 */
function yellowBan(rows: readonly PlayerMatch[], last: number): boolean {
  const r = rows[last];
  if (r.yellowCards <= 0) return false;
  let total = 0;
  for (let i = last; i >= 0 && rows[i].season === r.season; i -= 1) total += rows[i].yellowCards;
  const before = total - r.yellowCards;
  const crossed = (k: number): boolean => before < k && total >= k;
  return (crossed(5) && r.gameweek <= 19) || (crossed(10) && r.gameweek <= 32);
}

const halfLifeDecay = (halfLife: number): number => Math.pow(0.5, 1 / halfLife);
const D2 = halfLifeDecay(2);
const D3 = halfLifeDecay(3);
const D10 = halfLifeDecay(10);

/**
 * What the minutes model reads about a player from his rows before index `end` (his known
 * past): every fixture he was listed for counts, played or not, because a run of 0s is what
 * an injury, a suspension or a lost place looks like. All features are about 0..1.
 */
export function minutesFeatures(rows: readonly PlayerMatch[], end: number, current: number): number[] {
  if (end <= 0) return [...NEWCOMER];
  const last = rows[end - 1];
  let w2 = 1;
  let w3 = 1;
  let w10 = 1;
  let sum2 = 0;
  let sum3 = 0;
  let sum10 = 0;
  let played2 = 0;
  let played10 = 0;
  let full3 = 0;
  let full10 = 0;
  let start3 = 0;
  let start10 = 0;
  let played3 = 0;
  let minutes5 = 0;
  let idleRun = 0;
  let playRun = 0;
  let runOpen = true;
  let seasonRows = 0;
  let seasonPlayed = 0;
  let seasonFull = 0;
  let seasonPoints = 0;
  const stop = Math.max(0, end - MEMORY);
  for (let i = end - 1, age = 0; i >= stop; i -= 1, age += 1) {
    const r = rows[i];
    const played = r.minutes > 0 ? 1 : 0;
    const full = r.minutes >= 60 ? 1 : 0;
    const started = r.starts > 0 ? 1 : 0;
    sum2 += w2;
    sum3 += w3;
    sum10 += w10;
    played2 += w2 * played;
    played10 += w10 * played;
    full3 += w3 * full;
    full10 += w10 * full;
    start3 += w3 * started;
    start10 += w10 * started;
    if (r.season === current) {
      seasonRows += 1;
      seasonPlayed += played;
      seasonFull += full;
      seasonPoints += r.totalPoints;
    }
    if (age < 3) played3 += played;
    if (age < 5) minutes5 += r.minutes;
    if (runOpen && played === (last.minutes > 0 ? 1 : 0)) {
      if (played) playRun += 1;
      else idleRun += 1;
    } else runOpen = false;
    w2 *= D2;
    w3 *= D3;
    w10 *= D10;
  }
  const isGk = last.position === 1 ? 1 : 0;
  return [
    1,
    last.minutes > 0 ? 1 : 0,
    last.minutes >= 60 ? 1 : 0,
    played3 / 3,
    played2 / sum2,
    played10 / sum10,
    full3 / sum3,
    full10 / sum10,
    1,
    last.season < current ? 1 : 0,
    (last.value - 45) / 50,
    minutes5 / (5 * 90),
    last.minutes / 90,
    Math.log1p(idleRun) / 3,
    Math.log1p(playRun) / 3,
    isGk,
    isGk && last.minutes > 0 ? 1 : 0,
    last.starts > 0 ? 1 : 0,
    start3 / sum3,
    start10 / sum10,
    last.starts > 0 && last.minutes < 50 ? 1 : 0,
    last.redCards > 0 ? 1 : 0,
    yellowBan(rows, end - 1) ? 1 : 0,
    seasonRows ? seasonPlayed / seasonRows : 0,
    seasonRows ? seasonFull / seasonRows : 0,
    seasonRows ? seasonPoints / seasonRows / 5 : 0,
  ];
}
