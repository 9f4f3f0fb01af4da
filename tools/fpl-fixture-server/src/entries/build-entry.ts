import { BUDGET_TENTHS, legalSquad, replacementFor, type Market } from './market';
import type { FixtureEntry, FixtureGameweek, FixturePick, FixtureTransfer } from './types';

export type Chip = 'wildcard' | 'freehit' | '3xc' | 'bboost';

/** What a fixture manager does before a gameweek's deadline. */
export interface GameweekScript {
  chip?: Chip;
  /** Transfers made (each sells the squad's weakest scorer so far for the best affordable player). */
  transfers?: number;
  /** Points paid for them (event_transfers_cost). */
  cost?: number;
}

export interface EntryScript {
  id: number;
  name: string;
  /** Candidates passed over when picking the first squad, so teams differ. */
  skip?: number;
  gameweeks?: Record<number, GameweekScript>;
}

const MANAGERS = 11_000_000;
/** A plausible rank for a score: better scores, better ranks; deterministic. */
const rankFor = (points: number, scale: number) => Math.max(1, Math.round(MANAGERS / (1 + Math.max(0, points) / scale)));

/** Picks in the official order: goalkeeper and a 4-4-2 eleven by season points, then the bench (spare keeper first). */
export function picksFor(market: Market, squad: readonly number[], chip: Chip | null = null): FixturePick[] {
  const player = (id: number) => market.byId.get(id)!;
  const best = (position: number) => squad.filter((id) => player(id).position === position)
    .sort((a, b) => player(b).totalPoints - player(a).totalPoints || a - b);
  const [gks, defs, mids, fwds] = [1, 2, 3, 4].map(best);
  const eleven = [gks[0], ...defs.slice(0, 4), ...mids.slice(0, 4), ...fwds.slice(0, 2)];
  const bench = [gks[1], defs[4], mids[4], fwds[2]];
  const [captain, vice] = eleven.slice(1).sort((a, b) => player(b).totalPoints - player(a).totalPoints || a - b);
  return [...eleven, ...bench].map((element, i) => ({
    element,
    position: i + 1,
    multiplier: element === captain ? (chip === '3xc' ? 3 : 2) : i >= 11 ? (chip === 'bboost' ? 1 : 0) : 1,
    is_captain: element === captain,
    is_vice_captain: element === vice,
    element_type: player(element).position,
  }));
}

/** The manager's weakest scorer before the gameweek who can be replaced, with his replacement. */
function nextTransfer(market: Market, squad: number[], gameweek: number, bank: number, bought: Set<number>) {
  const scored = (id: number) => Array.from({ length: gameweek - 1 }, (_, i) => market.pointsIn(id, i + 1)).reduce((a, b) => a + b, 0);
  const candidates = squad.filter((id) => !bought.has(id)).sort((a, b) => scored(a) - scored(b) || a - b);
  for (const out of candidates) {
    const inId = replacementFor(market, squad, out, gameweek, bank);
    if (inId != null) return { out, in: inId };
  }
  return undefined;
}

function deadline(market: Market, gameweek: number): string {
  const kickoffs = market.season.fixtures.filter((f) => f.gameweek === gameweek && f.kickoff).map((f) => Date.parse(f.kickoff!));
  return new Date((kickoffs.length ? Math.min(...kickoffs) : Date.UTC(2025, 7, 15)) - 90 * 60_000).toISOString();
}

/** Plays a script through the real season: squads, transfers, bank, chips and scores per gameweek. */
export function buildEntry(market: Market, script: EntryScript, lastGameweek: number): FixtureEntry {
  let squad = legalSquad(market, script.skip ?? 0);
  let bank = BUDGET_TENTHS - squad.reduce((n, id) => n + market.priceAt(id, 1), 0);
  let total = 0;
  const gameweeks: Record<number, FixtureGameweek> = {};
  const transfers: FixtureTransfer[] = [];
  for (let gw = 1; gw <= lastGameweek; gw += 1) {
    const plan = script.gameweeks?.[gw] ?? {};
    const bought = new Set<number>();
    for (let k = 0; k < (plan.transfers ?? 0); k += 1) {
      const move = nextTransfer(market, squad, gw, bank, bought);
      if (!move) throw new Error(`fixture entry ${script.id}: no affordable transfer in gameweek ${gw}`);
      const [sold, paid] = [market.priceAt(move.out, gw), market.priceAt(move.in, gw)];
      bank += sold - paid;
      squad = squad.map((id) => (id === move.out ? move.in : id));
      bought.add(move.in);
      transfers.push({ element_in: move.in, element_in_cost: paid, element_out: move.out, element_out_cost: sold, entry: script.id, event: gw, time: deadline(market, gw) });
    }
    const picks = picksFor(market, squad, plan.chip ?? null);
    const scored = picks.reduce((n, p) => n + market.pointsIn(p.element, gw) * p.multiplier, 0);
    const points = scored - (plan.cost ?? 0);
    total += points;
    gameweeks[gw] = {
      active_chip: plan.chip ?? null,
      entry_history: {
        event: gw, points, total_points: total, rank: rankFor(points, 12), overall_rank: rankFor(total, 12 * gw),
        bank, value: squad.reduce((n, id) => n + market.priceAt(id, gw), 0),
        event_transfers: plan.transfers ?? 0, event_transfers_cost: plan.cost ?? 0,
        points_on_bench: plan.chip === 'bboost' ? 0 : picks.slice(11).reduce((n, p) => n + market.pointsIn(p.element, gw), 0),
      },
      picks,
    };
  }
  return { id: script.id, name: script.name, gameweeks, transfers: transfers.reverse() };
}
