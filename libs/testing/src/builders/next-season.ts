import type { AvailabilityRecord, PlayerRecord, SeasonData, SeasonId, TeamRecord } from '@draftroom/fpl-data';
import { nextSeasonClubs, promotedSquad } from './next-season-clubs';
import { nextSeasonFixtures } from './next-season-fixtures';
import { playFixture } from './next-season-matches';
import { seededRandom } from './seeded-random';

/**
 * A made-up next season built from a real (or made-up) one, for the rollover tests and the
 * fixture server's recorded upstream of 2026/27 and 2027/28 (issue 32): the bottom three go
 * down and three made-up clubs come up, ids are renumbered, prices are new, the fixture list is
 * new (with a blank and a double), the first `playedGameweeks` are played, and the flags are
 * those published before the next deadline. Everything follows from the seed.
 */
export interface NextSeasonOptions {
  /** Default 1 (the same season twice from the same seed and source is byte for byte the same). */
  seed?: number;
  /** Default: the year after the previous season ('2025-26' → '2026-27'). */
  season?: string;
  /** Gameweeks played and scored, default 3. */
  playedGameweeks?: number;
  /** The gameweek two clubs blank in and the one they double in; default three and six after the last played. */
  blankGameweek?: number;
  doubleGameweek?: number;
}

/** '2025-26' → '2026-27'. */
export function followingSeason(season: string): string {
  const start = Number(season.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Saturday of the first weekend after 10 August of the season's first year: the game's usual opening weekend. */
function openingSaturday(season: string): string {
  const day = new Date(Date.UTC(Number(season.slice(0, 4)), 7, 10));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const MIN_PRICE: Record<number, number> = { 1: 40, 2: 40, 3: 45, 4: 45 };
const clampPrice = (position: number, cost: number): number => Math.min(150, Math.max(MIN_PRICE[position], Math.round(cost / 5) * 5));

/**
 * The squads under the new ids: the staying clubs' players (less those the game listed as gone,
 * status 'u'), the promoted clubs' made-up players, numbered by club and position as the game
 * numbers them. Prices are set for the new season: last season's, up half a million for the
 * position's top scorers, down for those who hardly played, and down for a promoted squad.
 */
function newSquads(previous: SeasonData, clubs: ReturnType<typeof nextSeasonClubs>, rand: () => number): PlayerRecord[] {
  const staying = previous.players.filter((p) => p.status !== 'u');
  const codeBase = Math.max(...previous.players.map((p) => p.code)) + 1;
  let promotedCount = 0;
  const drafts: PlayerRecord[] = [];
  for (const [oldId, newId] of clubs.replacedBy) {
    const squad = staying.filter((p) => p.teamId === oldId);
    const made = promotedSquad(squad, codeBase + promotedCount, promotedCount);
    promotedCount += made.length;
    drafts.push(...made.map((p) => ({ ...p, teamId: newId, nowCost: clampPrice(p.position, p.nowCost - 5) })));
  }
  const topScorers = new Set(
    [1, 2, 3, 4].flatMap((pos) =>
      staying.filter((p) => p.position === pos).sort((a, b) => b.totalPoints - a.totalPoints).slice(0, 8).map((p) => p.id),
    ),
  );
  for (const p of staying) {
    const teamId = clubs.stayedAs.get(p.teamId);
    if (teamId == null) continue;
    const change = (topScorers.has(p.id) ? 5 : 0) - (p.minutes < 450 ? 5 : 0) + [-5, 0, 0, 5][Math.floor(rand() * 4)];
    drafts.push({ ...p, teamId, nowCost: clampPrice(p.position, p.nowCost + change) });
  }
  drafts.sort((a, b) => a.teamId - b.teamId || a.position - b.position || a.code - b.code);
  return drafts.map((p, i) => ({
    ...p,
    id: i + 1,
    // A new season starts from nothing; last season's points only rank the line-ups below.
    selectedByPercent: Math.round(Math.min(60, (p.nowCost - 38) ** 2 / 40 + rand() * 3) * 10) / 10,
    status: 'a',
    chanceOfPlayingNextRound: null,
    news: '',
  }));
}

/** The flags before one deadline: a few knocks, injuries and one suspension, as the game publishes them. */
function flagsBefore(gameweek: number, players: PlayerRecord[], rand: () => number, deadline: string): AvailabilityRecord[] {
  const back = new Date(Date.parse(deadline) + 21 * 86_400_000).toUTCString().slice(5, 11);
  return players.map((p) => {
    const r = rand();
    const flag: Pick<AvailabilityRecord, 'status' | 'chanceOfPlaying' | 'news'> =
      r < 0.03 ? { status: 'i', chanceOfPlaying: 0, news: `Hamstring injury - Expected back ${back}` }
      : r < 0.06 ? { status: 'd', chanceOfPlaying: [25, 50, 75][Math.floor(rand() * 3)], news: 'Knock - chance of playing' }
      : r < 0.063 && gameweek > 1 ? { status: 's', chanceOfPlaying: 0, news: 'Suspended for 1 match' }
      : { status: 'a', chanceOfPlaying: null, news: '' };
    if (flag.status === 'd') flag.news = `Knock - ${flag.chanceOfPlaying}% chance of playing`;
    return { gameweek, playerId: p.id, ...flag, epNext: 0 };
  });
}

export function nextSeason(previous: SeasonData, options: NextSeasonOptions = {}): SeasonData {
  const rand = seededRandom(options.seed ?? 1);
  const season = options.season ?? followingSeason(previous.season);
  const played = options.playedGameweeks ?? 3;
  const clubs = nextSeasonClubs(previous, rand);
  const players = newSquads(previous, clubs, rand);
  const fixtures = nextSeasonFixtures(clubs.teams, {
    firstSaturday: openingSaturday(season),
    blankGameweek: options.blankGameweek ?? played + 3,
    doubleGameweek: options.doubleGameweek ?? played + 6,
    codeBase: Math.max(...previous.fixtures.map((f) => f.code)) + 1000,
  }, rand);

  const teams = new Map<number, TeamRecord>(clubs.teams.map((t) => [t.id, t]));
  const deadline = (gw: number) => fixtures.filter((f) => f.gameweek === gw).map((f) => f.kickoff!).sort()[0];
  const price = new Map(players.map((p) => [p.id, p.nowCost]));
  const points = new Map<number, number[]>(players.map((p) => [p.id, []]));
  const availability: AvailabilityRecord[] = [];
  const appearances: SeasonData['appearances'] = [];
  for (let gw = 1; gw <= Math.min(played + 1, 38); gw += 1) {
    const flags = flagsBefore(gw, players, rand, deadline(gw));
    // The game's forecast for the gameweek: recent form (last season's points per match before a ball is kicked), times the chance.
    for (const f of flags) {
      const recent = points.get(f.playerId)!.slice(-4);
      const p = players[f.playerId - 1];
      const form = recent.length ? recent.reduce((s, x) => s + x, 0) / recent.length : p.totalPoints / 38;
      f.epNext = Math.round(form * ((f.chanceOfPlaying ?? 100) / 100) * 10) / 10;
    }
    availability.push(...flags);
    if (gw > played) break;
    const out = new Set(flags.filter((f) => f.status === 'i' || f.status === 's').map((f) => f.playerId));
    const squads = new Map<number, PlayerRecord[]>();
    for (const p of players) {
      if (!squads.has(p.teamId)) squads.set(p.teamId, []);
      squads.get(p.teamId)!.push({ ...p, status: out.has(p.id) ? 'i' : 'a' });
    }
    const ctx = { season, rand, priceAt: (p: PlayerRecord) => price.get(p.id)! };
    for (const fixture of fixtures.filter((f) => f.gameweek === gw)) {
      for (const row of playFixture(fixture, teams, squads, ctx)) {
        appearances.push(row);
        points.get(row.playerId)!.push(row.totalPoints);
      }
    }
    // Prices move after each gameweek: up a tenth for the week's top scorers, down for the injured.
    const ranked = players.map((p) => ({ id: p.id, pts: points.get(p.id)!.slice(-1)[0] ?? 0 })).sort((a, b) => b.pts - a.pts);
    ranked.slice(0, 15).forEach((r) => price.set(r.id, price.get(r.id)! + 1));
    out.forEach((id) => price.set(id, Math.max(MIN_PRICE[players[id - 1].position], price.get(id)! - 1)));
  }

  const next = new Map(availability.filter((a) => a.gameweek === played + 1).map((a) => [a.playerId, a]));
  const finalPlayers = players.map((p) => {
    const rows = appearances.filter((a) => a.playerId === p.id);
    const flag = next.get(p.id);
    return {
      ...p,
      nowCost: price.get(p.id)!,
      totalPoints: rows.reduce((s, a) => s + a.totalPoints, 0),
      minutes: rows.reduce((s, a) => s + a.minutes, 0),
      status: flag?.status ?? 'a',
      chanceOfPlayingNextRound: flag?.chanceOfPlaying ?? null,
      news: flag?.news ?? '',
    };
  });
  // SeasonId names the seasons the code knew in 2025/26; a season made up after them is still a season.
  return { season: season as SeasonId, teams: clubs.teams, players: finalPlayers, fixtures, appearances, matchStats: [], availability };
}
