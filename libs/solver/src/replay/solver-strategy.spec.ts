import { solveBestDraft } from '../index';
import type { HighsRuntime } from '../highs/run-highs';
import { randomPlayers, seeded, testHighs } from '../testing/instances';
import { replaySeason } from './run-replay';
import { chipPolicy } from './chip-policy';
import { chipOptionsFor, planRequest, solverStrategy } from './strategies';
import type { MarketPlayer, ReplaySource } from './types';

let highs: HighsRuntime;
// The squad every replay starts from: the best draft for the first two gameweeks, solved once.
let squad: number[];
beforeAll(async () => {
  highs = await testHighs();
  const players = [...market(1).values()].map((p) => ({ ...p, xpts: source.xptsAt(1).get(p.id)!.slice(0, 2) }));
  squad = solveBestDraft({ players, firstGameweek: 1, horizon: 2 }, highs).squad;
});

// A small random season of five gameweeks: 60 players over 6 clubs, xPts drawn afresh for every
// gameweek, prices moving by -2..+2 tenths a gameweek (so owned players rise and fall and their
// selling prices differ from their prices), points = round(xPts), a tenth of players not playing.
const GAMEWEEKS = 5;
const random = seeded(11);
const base = randomPlayers(random, { counts: { 1: 8, 2: 20, 3: 20, 4: 12 }, clubs: 6, horizon: GAMEWEEKS });
const drift = base.map(() => Array.from({ length: GAMEWEEKS }, () => Math.floor(random() * 5) - 2));
const priceAt = (i: number, gameweek: number) => Math.max(40, base[i].price + drift[i].slice(0, gameweek).reduce((n, d) => n + d, 0));
const market = (gameweek: number) =>
  new Map<number, MarketPlayer>(base.map((p, i) => [p.id, { id: p.id, position: p.position, club: p.club, price: priceAt(i, gameweek) }]));
const source: ReplaySource = {
  marketAt: (gameweek) => market(gameweek),
  xptsAt: (gameweek) => new Map(base.map((p) => [p.id, p.xpts.slice(gameweek - 1)])),
  actualAt: (gameweek) => new Map(base.map((p, i) => [p.id, { points: Math.round(p.xpts[gameweek - 1]), minutes: (i * 7 + gameweek) % 10 === 0 ? 0 : 90 }])),
};

// Each solve's wall-clock limit. These are proven in seconds on a quiet machine; the limit is
// there so a proof, not a race against other load, decides the status the specs check.
const LIMIT_S = 120;
// The chip replays plan one gameweek at a time: the books check the gameweek played, and with
// every chip over two gameweeks each solve took five times the CPU (about 25 s for the replay).
const CHIP_HORIZON = 1;

/** Each player predicted to move as his price really moves to the next gameweek (a perfect predictor), from the price at the deadline. */
const perfectMoves = (gameweek: number) => ({
  fromGameweek: gameweek,
  players: base.flatMap((p, i) => {
    const now = priceAt(i, gameweek);
    const next = priceAt(i, gameweek + 1);
    return next === now ? [] : [{ id: p.id, price: now, prices: [next] }];
  }),
});

describe('the solver strategy over a season', () => {
  it('plans with the predicted moves as the planner sends them: rises in the buying prices, falls in the selling prices, today\'s first', () => {
    const players = [...market(2).values()].map((p) => ({ ...p, xpts: [1, 1, 1] }));
    const byId = new Map(players.map((p) => [p.id, p]));
    const team = { squad: squad.slice(), paid: new Map(squad.map((id) => [id, byId.get(id)!.price])), bank: 0, freeTransfers: 1 };
    const deadline = { gameweek: 2, horizon: 3, team, players, byId, sellingPrice: (id: number) => byId.get(id)!.price };
    const moves = perfectMoves(2);
    const request = planRequest({ ...deadline, moves }, 10, null);
    const rising = moves.players.filter((m) => m.prices[0] > m.price);
    const falling = new Set(moves.players.filter((m) => m.prices[0] < m.price).map((m) => m.id));
    expect(rising.length).toBeGreaterThan(0);
    for (const m of rising) expect(request.players.find((p) => p.id === m.id)!.buyPrices).toEqual([m.price, m.prices[0], m.prices[0]]);
    const ownedFalling = request.squad.filter((o) => falling.has(o.id));
    expect(ownedFalling.length).toBeGreaterThan(0);
    for (const o of ownedFalling) expect(o.sellingPrices?.[0]).toBe(o.sellingPrice);
    expect(ownedFalling.every((o) => o.sellingPrices![1] < o.sellingPrice)).toBe(true);
    // Without predictions the request is the one made before them.
    const plain = planRequest(deadline, 10, null);
    expect(plain.players).toEqual(players);
    expect(plain.squad).toEqual(squad.map((id) => ({ id, sellingPrice: byId.get(id)!.price })));
  });

  it('with predicted moves its books still hold every gameweek, each solve proven optimal', () => {
    const run = replaySeason({ ...source, movesAt: perfectMoves }, squad, solverStrategy(highs, LIMIT_S), { horizon: 2, lastGameweek: GAMEWEEKS });
    expect(run.solves.map((s) => s.status)).toEqual(Array(GAMEWEEKS - 1).fill('optimal'));
  });

  it('makes transfers whose bank and hits the replay books confirm every gameweek, each solve proven optimal', () => {
    // replaySeason throws when the plan's bank or hits differ from the books (run-replay.spec).
    const run = replaySeason(source, squad, solverStrategy(highs, LIMIT_S), { horizon: 2, lastGameweek: GAMEWEEKS });
    expect(run.solves.map((s) => s.status)).toEqual(Array(GAMEWEEKS - 1).fill('optimal'));
    expect(run.weeks.reduce((n, w) => n + w.transfers.length, 0)).toBeGreaterThan(0);
  });

  it('with every chip, the free hit too, its books hold every gameweek and each chip is played once at most', () => {
    const run = replaySeason(source, squad, solverStrategy(highs, LIMIT_S, chipPolicy('2025/26', {})), { horizon: CHIP_HORIZON, lastGameweek: GAMEWEEKS });
    expect(run.solves.map((s) => s.status)).toEqual(Array(GAMEWEEKS - 1).fill('optimal'));
    const chips = run.weeks.flatMap((w) => (w.chip ? [w.chip] : []));
    expect(new Set(chips).size).toBe(chips.length);
    expect(chips.length).toBeGreaterThan(0);
  });

  it('keeps every chip when keeping one is worth more than any gameweek of this season gains with it', () => {
    const worth = { wildcard: 30, freehit: 30, bboost: 30, '3xc': 30 };
    const run = replaySeason(source, squad, solverStrategy(highs, LIMIT_S, chipPolicy('2025/26', worth)), { horizon: CHIP_HORIZON, lastGameweek: GAMEWEEKS });
    expect(run.weeks.map((w) => w.chip ?? null)).toEqual(Array(GAMEWEEKS).fill(null));
  });
});

describe('the chip policy of each season', () => {
  it("holds 2024/25's once-a-season chips to GW38 and 2025/26's to the end of their half", () => {
    expect(chipPolicy('2024/25', { bboost: 5 }).keptChipWorth).toEqual({ worth: { bboost: 5 }, lastGameweek: { freehit: 38, bboost: 38, '3xc': 38 } });
    expect(chipPolicy('2025/26', { bboost: 5 }).keptChipWorth).toEqual({ worth: { bboost: 5 }, lastGameweek: undefined });
  });

  it('allows the wildcard and free hit at the deadline only when the policy says so, and no chip already played in its half', () => {
    const team = { squad: [], paid: new Map(), bank: 0, freeTransfers: 1, chipsPlayed: [{ chip: 'bboost' as const, gameweek: 3 }] };
    const weeks = (squadChipsAtDeadline: boolean) => {
      const options = chipOptionsFor({ gameweek: 18, horizon: 3, team }, { squadChipsAtDeadline });
      return Object.fromEntries(['wildcard', 'freehit', 'bboost', '3xc'].map((chip) => [chip, options.filter((o) => o.chip === chip).map((o) => o.gameweek)]));
    };
    expect(weeks(false)).toEqual({ wildcard: [18, 19, 20], freehit: [18, 19, 20], bboost: [20], '3xc': [18, 19, 20] });
    expect(weeks(true)).toEqual({ wildcard: [18], freehit: [18], bboost: [20], '3xc': [18, 19, 20] });
  });
});
