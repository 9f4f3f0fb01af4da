import type { PlayerRecord, SeasonData } from '@draftroom/fpl-data';

/** What the fixture teams' managers see of the real season: prices, points and clubs by gameweek. */
export interface Market {
  season: SeasonData;
  byId: Map<number, PlayerRecord>;
  /** Players who stayed at one club all season and were registered from gameweek 1 (ids, best first). */
  eligible: PlayerRecord[];
  /** Price in tenths at a gameweek (the latest known price at or before it). */
  priceAt(playerId: number, gameweek: number): number;
  /** Points scored in a gameweek (both fixtures of a double). */
  pointsIn(playerId: number, gameweek: number): number;
}

const QUOTA: Record<number, number> = { 1: 2, 2: 5, 3: 5, 4: 3 };
export const BUDGET_TENTHS = 1000;
export const MAX_PER_CLUB = 3;

export function buildMarket(season: SeasonData, registeredBy = 4): Market {
  const byId = new Map(season.players.map((p) => [p.id, p]));
  const fixtures = new Map(season.fixtures.map((f) => [f.id, f]));
  const prices = new Map<number, Map<number, number>>();
  const points = new Map<string, number>();
  const clubs = new Map<number, Set<number>>();
  const seen = new Map<number, Set<number>>();
  for (const a of season.appearances) {
    const byGw = prices.get(a.playerId) ?? new Map<number, number>();
    byGw.set(a.gameweek, a.value);
    prices.set(a.playerId, byGw);
    points.set(`${a.playerId}:${a.gameweek}`, (points.get(`${a.playerId}:${a.gameweek}`) ?? 0) + a.totalPoints);
    const f = fixtures.get(a.fixtureId);
    if (f) (clubs.get(a.playerId) ?? clubs.set(a.playerId, new Set()).get(a.playerId)!).add(a.wasHome ? f.homeTeamId : f.awayTeamId);
    (seen.get(a.playerId) ?? seen.set(a.playerId, new Set()).get(a.playerId)!).add(a.gameweek);
  }
  const eligible = season.players
    .filter((p) => {
      const gws = seen.get(p.id);
      const club = clubs.get(p.id);
      const registered = gws && Array.from({ length: registeredBy }, (_, i) => i + 1).every((gw) => gws.has(gw));
      return registered && club?.size === 1 && club.has(p.teamId);
    })
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id - b.id);
  return {
    season,
    byId,
    eligible,
    priceAt: (id, gw) => {
      const byGw = prices.get(id);
      for (let g = gw; g >= 1; g -= 1) if (byGw?.has(g)) return byGw.get(g)!;
      return byId.get(id)?.nowCost ?? 0;
    },
    pointsIn: (id, gw) => points.get(`${id}:${gw}`) ?? 0,
  };
}

/**
 * A legal squad of 15 (2 GK, 5 DEF, 5 MID, 3 FWD, at most 3 per club, within £100m at gameweek 1
 * prices), picked greedily by season points. `skip` passes over the first candidates so that
 * different fixture teams hold different players.
 */
export function legalSquad(market: Market, skip = 0): number[] {
  const quota = { ...QUOTA };
  const perClub = new Map<number, number>();
  const chosen: number[] = [];
  let spent = 0;
  const cheapest = (position: number) =>
    Math.min(...market.eligible.filter((p) => p.position === position).map((p) => market.priceAt(p.id, 1)));
  const reserve = () => Object.entries(quota).reduce((n, [pos, left]) => n + left * cheapest(Number(pos)), 0);
  for (const p of market.eligible.slice(skip)) {
    if (!quota[p.position] || (perClub.get(p.teamId) ?? 0) >= MAX_PER_CLUB) continue;
    const price = market.priceAt(p.id, 1);
    quota[p.position] -= 1;
    if (spent + price + reserve() > BUDGET_TENTHS) {
      quota[p.position] += 1;
      continue;
    }
    spent += price;
    perClub.set(p.teamId, (perClub.get(p.teamId) ?? 0) + 1);
    chosen.push(p.id);
    if (chosen.length === 15) break;
  }
  return chosen;
}

/**
 * The best player to bring in for `outId` at a gameweek: same position, not in the squad, club
 * limit kept, affordable with the bank plus the sale. Undefined when nobody fits.
 */
export function replacementFor(market: Market, squad: readonly number[], outId: number, gameweek: number, bankTenths: number): number | undefined {
  const out = market.byId.get(outId)!;
  const budget = bankTenths + market.priceAt(outId, gameweek);
  const clubCount = (club: number) => squad.filter((id) => id !== outId && market.byId.get(id)?.teamId === club).length;
  return market.eligible.find(
    (p) => p.position === out.position && !squad.includes(p.id) && clubCount(p.teamId) < MAX_PER_CLUB && market.priceAt(p.id, gameweek) <= budget,
  )?.id;
}
