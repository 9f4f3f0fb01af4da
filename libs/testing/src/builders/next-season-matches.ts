import type { AppearanceRecord, FixtureRecord, PlayerRecord, TeamRecord } from '@draftroom/fpl-data';
import { defensiveContributionCount, pointsFor, requirePositionId, rulesFor, type PositionId } from '@draftroom/domain';

/**
 * The played gameweeks of a made-up season: a score for each finished fixture from the clubs'
 * strengths (Poisson goals), and a row per squad player: who started (the best of last season
 * by points, with some rotation), when subs came on, who scored and assisted at which minute,
 * what each conceded while on the pitch, and points rebuilt by the game's own table, so the
 * rows add up the way the real data does.
 */

const LINE_UP: Record<PositionId, number> = { 1: 1, 2: 4, 3: 4, 4: 2 };
const SCORER_WEIGHT: Record<PositionId, number> = { 1: 0, 2: 1, 3: 3, 4: 5 };
const ASSIST_WEIGHT: Record<PositionId, number> = { 1: 0.1, 2: 2, 3: 4, 4: 2 };

interface OnPitch {
  player: PlayerRecord;
  position: PositionId;
  from: number;
  to: number;
}

function poisson(mean: number, rand: () => number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k += 1;
    p *= rand();
  }
  return k;
}

function pick<T>(items: readonly T[], weight: (item: T) => number, rand: () => number): T | undefined {
  const total = items.reduce((s, i) => s + weight(i), 0);
  let r = rand() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return undefined;
}

/** Eleven starters by last season's points (a little shuffled: rotation), and three subs. */
function lineUp(squad: readonly PlayerRecord[], rand: () => number): OnPitch[] {
  const ranked = squad
    .filter((p) => p.status !== 'i' && p.status !== 's')
    .map((p) => ({ p, rank: p.totalPoints * (0.75 + rand() * 0.5) }))
    .sort((a, b) => b.rank - a.rank || a.p.id - b.p.id)
    .map((r) => r.p);
  const starters: OnPitch[] = [];
  const bench: PlayerRecord[] = [];
  for (const player of ranked) {
    const position = requirePositionId(player.position);
    if (starters.filter((s) => s.position === position).length < LINE_UP[position]) starters.push({ player, position, from: 0, to: 90 });
    else if (position !== 1) bench.push(player);
  }
  // A squad short in one position (injuries) fields its best other outfielders instead.
  while (starters.length < 11 && bench.length > 0) {
    const player = bench.shift()!;
    starters.push({ player, position: requirePositionId(player.position), from: 0, to: 90 });
  }
  const subs: OnPitch[] = [];
  for (const player of bench.slice(0, 3)) {
    if (rand() < 0.3) continue;
    const off = starters.filter((s) => s.position !== 1 && s.to === 90)[Math.floor(rand() * 10)];
    if (!off) continue;
    off.to = 60 + Math.floor(rand() * 26);
    subs.push({ player, position: requirePositionId(player.position), from: off.to, to: 90 });
  }
  return [...starters, ...subs];
}

/** The game lists every squad player in every fixture of his club, with 0 minutes when he did not play. */
function withUnused(side: OnPitch[], squad: readonly PlayerRecord[] = []): OnPitch[] {
  const playing = new Set(side.map((s) => s.player));
  const unused = squad.filter((p) => !playing.has(p)).map((player) => ({ player, position: requirePositionId(player.position), from: 0, to: 0 }));
  return [...side, ...unused];
}

interface Goal {
  minute: number;
  scorer?: PlayerRecord;
  assister?: PlayerRecord;
}

function goals(count: number, side: readonly OnPitch[], rand: () => number): Goal[] {
  return Array.from({ length: count }, () => {
    const minute = Math.floor(rand() * 90);
    const on = side.filter((s) => s.from <= minute && minute < s.to);
    const scorer = pick(on, (s) => SCORER_WEIGHT[s.position], rand);
    const assister = rand() < 0.75 ? pick(on.filter((s) => s !== scorer), (s) => ASSIST_WEIGHT[s.position], rand) : undefined;
    return { minute, scorer: scorer?.player, assister: assister?.player };
  });
}

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

/** One player's row for a fixture; bonus is settled for the whole match afterwards. */
function appearance(
  s: OnPitch, fixture: FixtureRecord, home: boolean, scored: Goal[], conceded: Goal[], ctx: MatchContext,
): AppearanceRecord {
  const { rand } = ctx;
  const minutes = s.to - s.from;
  const share = minutes / 90;
  const mine = (g: Goal[], who: 'scorer' | 'assister') => g.filter((x) => x[who] === s.player).length;
  const goalsConceded = conceded.filter((g) => s.from <= g.minute && g.minute < s.to).length;
  const [tackles, cbi, recoveries] = [
    Math.floor(rand() * 4 * share),
    Math.floor(rand() * (s.position === 2 ? 11 : s.position === 3 ? 5 : 2) * share),
    Math.floor(rand() * (s.position === 1 ? 3 : 9) * share),
  ];
  const defensiveCount = defensiveContributionCount(s.position, { clearances: cbi, blocks: 0, interceptions: 0, tackles, recoveries });
  const row = {
    goals: mine(scored, 'scorer'),
    assists: mine(scored, 'assister'),
    saves: s.position === 1 && minutes > 0 ? poisson(2.5, rand) : 0,
    yellowCards: rand() < 0.07 * share ? 1 : 0,
    cleanSheets: minutes >= 60 && goalsConceded === 0 ? 1 : 0,
  };
  const xg = round(row.goals * 0.35 + rand() * 0.12 * SCORER_WEIGHT[s.position] * share, 2);
  const xa = round(row.assists * 0.3 + rand() * 0.06 * ASSIST_WEIGHT[s.position] * share, 2);
  const bps = minutes === 0 ? 0 : (minutes >= 60 ? 6 : 3) + row.goals * (s.position === 4 ? 24 : s.position === 3 ? 18 : 12) + row.assists * 9 +
    (row.cleanSheets && s.position <= 2 ? 12 : 0) + row.saves * 2 + Math.floor(defensiveCount / 2) - row.yellowCards * 3 - goalsConceded * (s.position <= 2 ? 4 : 0);
  const [influence, creativity, threat] = [round(bps * 1.4 + rand() * 6, 1), round(xa * 60 + rand() * 12 * share, 1), round(xg * 70 + rand() * 10 * share, 1)];
  const value = ctx.priceAt(s.player);
  return {
    playerId: s.player.id, fixtureId: fixture.id, gameweek: fixture.gameweek!, wasHome: home,
    opponentTeamId: home ? fixture.awayTeamId : fixture.homeTeamId, kickoff: fixture.kickoff, minutes,
    starts: minutes > 0 && s.from === 0 ? 1 : 0, ...row, goalsConceded, ownGoals: 0, penaltiesSaved: 0, penaltiesMissed: 0, redCards: 0,
    bonus: 0, bps, influence, creativity, threat, ictIndex: round((influence + creativity + threat) / 10, 1), xg, xa,
    xgi: round(xg + xa, 2), xgc: round(conceded.length * 0.9 * share, 2), totalPoints: 0, value,
    selected: Math.round(s.player.selectedByPercent * 110_000), transfersIn: Math.floor(rand() * 20_000),
    transfersOut: Math.floor(rand() * 20_000), defensiveContribution: defensiveCount, cbi, recoveries, tackles,
  };
}

interface MatchContext {
  season: string;
  rand: () => number;
  /** The player's price going into the fixture's gameweek. */
  priceAt: (player: PlayerRecord) => number;
}

/** Plays one fixture: sets its score and returns every appearance, bonus and points included. */
export function playFixture(
  fixture: FixtureRecord, teams: ReadonlyMap<number, TeamRecord>, squads: ReadonlyMap<number, PlayerRecord[]>, ctx: MatchContext,
): AppearanceRecord[] {
  const home = teams.get(fixture.homeTeamId)!;
  const away = teams.get(fixture.awayTeamId)!;
  const mean = (att: number, def: number, base: number) => base * (att / def) ** 2;
  const homeGoals = poisson(mean(home.strengthAttackHome, away.strengthDefenceAway, 1.55), ctx.rand);
  const awayGoals = poisson(mean(away.strengthAttackAway, home.strengthDefenceHome, 1.2), ctx.rand);
  const homeSide = lineUp(squads.get(home.id) ?? [], ctx.rand);
  const awaySide = lineUp(squads.get(away.id) ?? [], ctx.rand);
  const homeScored = goals(homeGoals, homeSide, ctx.rand);
  const awayScored = goals(awayGoals, awaySide, ctx.rand);
  Object.assign(fixture, { finished: true, homeScore: homeGoals, awayScore: awayGoals });

  const rows = [
    ...withUnused(homeSide, squads.get(home.id)).map((s) => ({ s, row: appearance(s, fixture, true, homeScored, awayScored, ctx) })),
    ...withUnused(awaySide, squads.get(away.id)).map((s) => ({ s, row: appearance(s, fixture, false, awayScored, homeScored, ctx) })),
  ];
  // Bonus: 3, 2 and 1 to the match's three best BPS (ties broken by id, the game's are shared; rare enough here).
  [...rows].sort((a, b) => b.row.bps - a.row.bps || a.row.playerId - b.row.playerId).slice(0, 3).forEach((r, i) => (r.row.bonus = 3 - i));
  const rules = rulesFor(ctx.season);
  for (const { s, row } of rows) {
    row.totalPoints = pointsFor(
      { ...row, cleanSheet: row.cleanSheets > 0, defensiveCount: row.defensiveContribution }, s.position, rules,
    );
  }
  return rows.map((r) => r.row);
}
