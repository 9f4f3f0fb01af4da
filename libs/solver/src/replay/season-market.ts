import type { ActualGameweek, MarketPlayer } from './types';

/** The parts of a season's records (libs/fpl-data) the market is built from. */
export interface SeasonRecords {
  players: ReadonlyArray<{ id: number; position: number; webName?: string }>;
  fixtures: ReadonlyArray<{ id: number; homeTeamId: number; awayTeamId: number }>;
  appearances: ReadonlyArray<{ playerId: number; fixtureId: number; gameweek: number; wasHome: boolean; minutes: number; totalPoints: number; value: number }>;
}

interface Listing {
  gameweek: number;
  club: number;
  price: number;
}

/**
 * Per gameweek, who is on the market at its deadline, at what price and club, and what each
 * player actually scored. A player is listed from his first gameweek row to his last one; in a
 * gameweek without a row (his club blanks) he keeps the price and club of his latest row.
 * The price is the row's `value`, the price the game showed for that gameweek.
 */
export class SeasonMarket {
  private readonly listings = new Map<number, Listing[]>();
  private readonly actuals = new Map<number, Map<number, ActualGameweek>>();
  private readonly positions = new Map<number, { position: number; name?: string }>();

  constructor(season: SeasonRecords) {
    const fixtures = new Map(season.fixtures.map((f) => [f.id, f]));
    for (const p of season.players) this.positions.set(p.id, { position: p.position, name: p.webName });
    const rows = [...season.appearances].sort((a, b) => a.gameweek - b.gameweek);
    for (const a of rows) {
      const fixture = fixtures.get(a.fixtureId);
      if (!fixture) continue;
      const club = a.wasHome ? fixture.homeTeamId : fixture.awayTeamId;
      const list = this.listings.get(a.playerId) ?? [];
      const last = list[list.length - 1];
      if (last?.gameweek === a.gameweek) Object.assign(last, { club, price: a.value });
      else list.push({ gameweek: a.gameweek, club, price: a.value });
      this.listings.set(a.playerId, list);
      const week = this.actuals.get(a.gameweek) ?? new Map<number, ActualGameweek>();
      const seen = week.get(a.playerId) ?? { points: 0, minutes: 0 };
      week.set(a.playerId, { points: seen.points + a.totalPoints, minutes: seen.minutes + a.minutes });
      this.actuals.set(a.gameweek, week);
    }
  }

  /** The player at the deadline of `gameweek`, or undefined when he is not in the game then. */
  playerAt(id: number, gameweek: number, heldOn = false): MarketPlayer | undefined {
    const list = this.listings.get(id);
    const info = this.positions.get(id);
    if (!list || !info || list[0].gameweek > gameweek) return undefined;
    if (!heldOn && list[list.length - 1].gameweek < gameweek) return undefined;
    const at = list.filter((l) => l.gameweek <= gameweek).pop()!;
    return { id, position: info.position as MarketPlayer['position'], club: at.club, price: at.price, name: info.name };
  }

  /** Everyone on the market at `gameweek`'s deadline, plus the players `held` (kept at their latest price even after they leave the game). */
  marketAt(gameweek: number, held: readonly number[] = []): Map<number, MarketPlayer> {
    const out = new Map<number, MarketPlayer>();
    for (const id of this.listings.keys()) {
      const p = this.playerAt(id, gameweek);
      if (p) out.set(id, p);
    }
    for (const id of held) {
      const p = out.get(id) ?? this.playerAt(id, gameweek, true);
      if (p) out.set(id, p);
    }
    return out;
  }

  actualAt(gameweek: number): ReadonlyMap<number, ActualGameweek> {
    return this.actuals.get(gameweek) ?? new Map();
  }
}
