import { bestFielded } from './lineup';
import { playsOf, replaySeason } from './run-replay';
import type { Strategy } from './strategies';
import type { MarketPlayer, ReplaySource } from './types';

// Fifteen players at £6.0m (2 GK, 5 DEF, 5 MID, 3 FWD, ids 1-15), a midfielder 20 at £7.0m and a
// defender 21 at £4.0m; xPts: the player's id / 10, so the best eleven is known; everyone plays
// 90 minutes and scores 2 each gameweek.
const POSITIONS: Array<MarketPlayer['position']> = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
const market = new Map<number, MarketPlayer>(POSITIONS.map((position, i) => [i + 1, { id: i + 1, position, club: i + 1, price: 60 }]));
market.set(20, { id: 20, position: 3, club: 20, price: 70 });
market.set(21, { id: 21, position: 2, club: 21, price: 40 });
const source: ReplaySource = {
  marketAt: () => market,
  xptsAt: () => new Map([...market.keys()].map((id) => [id, [id / 10, id / 10]])),
  actualAt: () => new Map([...market.keys()].map((id) => [id, { points: 2, minutes: 90 }])),
};
const squad = POSITIONS.map((_, i) => i + 1);

/** Sells midfielder 8 for 20 in GW2; in GW3 defender 3 for 21 and 20 back for 8; fields the best eleven; records the free transfers it saw. */
function scripted(seen: number[]): Strategy {
  return {
    name: 'scripted',
    decide(d) {
      seen.push(d.team.freeTransfers);
      const transfers = d.gameweek === 2 ? [{ out: 8, in: 20 }] : d.gameweek === 3 ? [{ out: 3, in: 21 }, { out: 20, in: 8 }] : [];
      const after = d.team.squad.map((id) => transfers.find((t) => t.out === id)?.in ?? id);
      return { transfers, fielded: bestFielded(after.map((id) => d.byId.get(id)!), d.gameweek) };
    },
  };
}

describe('replaySeason', () => {
  it('starts from the squad bought at GW1 prices with no transfers in GW1 and one free in GW2, and keeps the books', () => {
    const seen: number[] = [];
    const run = replaySeason(source, squad, scripted(seen), { horizon: 2, lastGameweek: 3 });
    // Bank: 1000 - 15 x 60 = 100; GW2: + 60 - 70 = 90; GW3: + 60 - 40 + 70 - 60 = 120.
    expect(run.weeks.map((w) => w.bank)).toEqual([100, 90, 120]);
    // Free transfers seen: GW2 1; GW2 used it: GW3 1 again; GW3's two transfers cost one hit.
    expect(seen).toEqual([1, 1]);
    expect(run.weeks.map((w) => w.hits)).toEqual([0, 0, 4]);
    // Points: 11 x 2 + captain 2 = 24, minus the hit.
    expect(run.weeks.map((w) => w.points)).toEqual([24, 24, 20]);
    // GW1 fields the best eleven by xPts: keeper 2, defenders 7 6 5, midfielders 12 11 10 9,
    // forwards 15 14 13 = (2+7+6+5+12+11+10+9+15+14+13)/10 = 10.4, captain 15 again: 11.9.
    expect(run.weeks[0].projected).toBeCloseTo(11.9, 9);
  });

  it("plays a free hit's squad for its gameweek only: the squad, the bank and the free transfers from before it come back", () => {
    const seen: number[] = [];
    const freeHit: Strategy = {
      name: 'free hit in GW2',
      decide(d) {
        seen.push(d.team.freeTransfers);
        const transfers = d.gameweek === 2 ? [{ out: 8, in: 20 }, { out: 3, in: 21 }] : [];
        const after = d.team.squad.map((id) => transfers.find((t) => t.out === id)?.in ?? id);
        return { transfers, chip: d.gameweek === 2 ? 'freehit' : null, fielded: bestFielded(after.map((id) => d.byId.get(id)!), d.gameweek) };
      },
    };
    const run = replaySeason(source, squad, freeHit, { horizon: 2, lastGameweek: 3 });
    // GW2: + 60 - 70 + 60 - 40 = 110, no hit; GW3: the GW1 squad and bank (100) again, one free transfer kept.
    expect(run.weeks.map((w) => [w.bank, w.hits, w.chip])).toEqual([[100, 0, null], [110, 0, 'freehit'], [100, 0, null]]);
    expect(seen).toEqual([1, 1]);
  });

  it('counts what the bench boost and triple captain added: the bench, and the captain a third time', () => {
    const chips: Strategy = {
      name: 'bench boost in GW2, triple captain in GW3',
      decide: (d) => ({
        transfers: [],
        chip: d.gameweek === 2 ? 'bboost' : d.gameweek === 3 ? '3xc' : null,
        fielded: bestFielded(d.team.squad.map((id) => d.byId.get(id)!), d.gameweek),
      }),
    };
    const run = replaySeason(source, squad, chips, { horizon: 2, lastGameweek: 3 });
    // Everyone scores 2: the bench's four add 8, the captain's third share 2.
    expect(run.weeks.map((w) => [w.points, w.chipPoints])).toEqual([[24, undefined], [32, 8], [26, 2]]);
  });

  it('refuses an eleven and bench that are not the squad after the transfers', () => {
    const stale: Strategy = { name: 'stale', decide: (d) => ({ ...scripted([]).decide(d), transfers: [{ out: 1, in: 21 }] }) };
    expect(() => replaySeason(source, squad, stale, { horizon: 2, lastGameweek: 2 })).toThrow('not the squad');
  });

  it('refuses a plan whose bank or hits the books do not confirm', () => {
    const liar: Strategy = { name: 'liar', decide: (d) => ({ ...scripted([]).decide(d), expected: { bank: 999, hits: 0 } }) };
    expect(() => replaySeason(source, squad, liar, { horizon: 2, lastGameweek: 2 })).toThrow('expected bank 999');
  });
});

describe('the chip rules of a replayed season (issue 30)', () => {
  it('2025/26 counts a play in its half; 2024/25 uses up the bench boost and triple captain for the season, the wildcard per half', () => {
    expect(playsOf('3xc', 5)).toEqual([{ chip: '3xc', gameweek: 5 }]);
    expect(playsOf('3xc', 5, '2024/25')).toEqual([{ chip: '3xc', gameweek: 5 }, { chip: '3xc', gameweek: 38 }]);
    expect(playsOf('bboost', 25, '2024/25')).toEqual([{ chip: 'bboost', gameweek: 25 }, { chip: 'bboost', gameweek: 1 }]);
    expect(playsOf('wildcard', 5, '2024/25')).toEqual([{ chip: 'wildcard', gameweek: 5 }]);
  });
});
