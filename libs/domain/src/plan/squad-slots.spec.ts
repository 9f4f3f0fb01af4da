import { EXAMPLE_PICKS, exampleLookup, exampleSquad, ids } from './example-squad.fixture';
import {
  canSubstitute, changeFormation, findPlayer, isSquadComplete, makeCaptain, makeViceCaptain, squadFromPicks, squadFromPlayers,
  squadPlayerIds, substitute,
} from './squad-slots';

describe('a squad from the official picks', () => {
  it('keeps the eleven and the bench as picked, with captaincy, bank and formation', () => {
    const squad = exampleSquad(5, 15);
    expect(ids(squad.starters)).toEqual([1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31]);
    expect(ids(squad.bench)).toEqual([2, 14, 24, 32]);
    expect(squad).toMatchObject({ formation: '4-4-2', captainId: 30, viceCaptainId: 20, bankTenths: 15, gameweek: 5, transfers: [] });
    expect(isSquadComplete(squad)).toBe(true);
  });

  it('falls back to 4-4-2 and rearranges when the picked eleven is not a listed formation', () => {
    // 5-4-1 is a builder formation, not a Team Manager one
    const picks = EXAMPLE_PICKS.map((p) => ({ ...p }));
    const forward = picks.find((p) => p.element === 31)!;
    const defender = picks.find((p) => p.element === 14)!;
    [forward.position, defender.position] = [defender.position, forward.position];
    const squad = squadFromPicks(picks, 0, 5, exampleLookup);
    expect(squad.formation).toBe('4-4-2');
    expect(squad.starters.filter((s) => s.position === 4)).toHaveLength(2);
    expect(ids(squad.bench)).toContain(14);
  });

  it('leaves out picks that are not footballers (the assistant manager chip)', () => {
    const squad = squadFromPicks([...EXAMPLE_PICKS, { element: 999, position: 16, element_type: 5, is_captain: false, is_vice_captain: false }], 0, 5, exampleLookup);
    expect(squadPlayerIds(squad)).toHaveLength(15);
  });
});

describe('a squad from a saved draft', () => {
  it('starts the best-ranked players in 4-4-2 and gives them the armbands', () => {
    const byPrice = (a: number, b: number) => exampleLookup(b)!.price - exampleLookup(a)!.price;
    const squad = squadFromPlayers([2, 1, 14, 13, 12, 11, 10, 24, 23, 22, 21, 20, 32, 31, 30], 0, 5, exampleLookup, byPrice);
    // 13 and 14 cost the same: the draft's order breaks the tie
    expect(ids(squad.starters)).toEqual([1, 10, 11, 12, 14, 20, 21, 22, 23, 30, 31]);
    expect(ids(squad.bench)).toEqual([2, 32, 24, 13]); // spare keeper, then the best first
    expect(squad).toMatchObject({ captainId: 30, viceCaptainId: 20, formation: '4-4-2' });
  });
});

describe('formation changes (spec 4)', () => {
  it('rearranges the eleven from the fifteen, keeping the current starters first', () => {
    const squad = changeFormation(exampleSquad(), '3-4-3');
    expect(ids(squad.starters)).toEqual([1, 10, 11, 12, 20, 21, 22, 23, 30, 31, 32]);
    expect(ids(squad.bench)).toEqual([2, 13, 14, 24]);
    expect(squad.formation).toBe('3-4-3');
  });

  it('brings bench players on when the shape needs more of a position', () => {
    const squad = changeFormation(exampleSquad(), '5-3-2');
    expect(squad.starters.filter((s) => s.position === 2).map((s) => s.playerId)).toEqual([10, 11, 12, 13, 14]);
    expect(ids(squad.bench)).toEqual([2, 23, 24, 32]);
    expect(squad.bench).toHaveLength(4);
  });

  it('keeps the captain and vice captain in the eleven when the shape has room for them', () => {
    const squad = makeViceCaptain(makeCaptain(exampleSquad(), 23), 22); // the 3rd and 4th midfielders
    const next = changeFormation(squad, '5-3-2');
    expect(ids(next.starters)).toEqual(expect.arrayContaining([23, 22]));
    expect(next.starters.filter((s) => s.position === 3).map((s) => s.playerId)).toEqual([23, 22, 20]);
    expect(next).toMatchObject({ captainId: 23, viceCaptainId: 22 });
    expect(changeFormation(next, '5-2-3')).toMatchObject({ captainId: 23, viceCaptainId: 22 });
  });

  it('passes the armband to the player who came on when the shape has no room for it', () => {
    const squad = makeViceCaptain(exampleSquad(), 31); // captain 30 and vice 31, both forwards
    const next = changeFormation(squad, '4-5-1');
    expect(ids(next.starters)).toContain(30);
    expect(ids(next.bench)).toContain(31);
    expect(next).toMatchObject({ captainId: 30, viceCaptainId: 24 }); // 24 took the place
    const starters = new Set(ids(next.starters));
    expect(starters.has(next.captainId) && starters.has(next.viceCaptainId)).toBe(true);
  });

  it('keeps empty slots in place of their position', () => {
    const base = exampleSquad();
    const holed = { ...base, starters: base.starters.map((s) => (s.playerId === 12 ? { position: s.position, playerId: null } : s)) };
    const squad = changeFormation(holed, '5-2-3');
    expect(squad.starters.filter((s) => s.position === 2)).toHaveLength(5);
    expect(squad.starters.filter((s) => s.position === 4)).toHaveLength(3);
    expect(squad.starters.some((s) => s.playerId === null)).toBe(true);
  });
});

describe('substitution (spec 4 and 5)', () => {
  it('swaps same-position players between pitch and bench', () => {
    const squad = exampleSquad();
    const next = substitute(squad, findPlayer(squad, 13)!, findPlayer(squad, 14)!);
    expect(ids(next.starters)).toContain(14);
    expect(ids(next.bench)).toContain(13);
  });

  it('swaps across positions when the eleven stays a formation, and the formation follows', () => {
    const squad = exampleSquad(); // 4-4-2; bench 2, 14, 24, 32
    const after = substitute(squad, findPlayer(squad, 13)!, findPlayer(squad, 24)!);
    expect(after.formation).toBe('3-5-2');
    expect(ids(after.starters)).toEqual([1, 10, 11, 12, 24, 20, 21, 22, 23, 30, 31]);
    expect(ids(after.bench)).toEqual([2, 14, 13, 32]);
  });

  it('refuses a swap that leaves no formation, a keeper for an outfielder, and the same player twice', () => {
    const squad = changeFormation(exampleSquad(), '3-5-2');
    const defender = squad.starters.find((s) => s.position === 2)!.playerId!;
    const forward = squad.bench.find((s) => s.position === 4)!.playerId!;
    expect(canSubstitute(squad, findPlayer(squad, defender)!, findPlayer(squad, forward)!)).toBe(false); // 2-5-3
    expect(substitute(squad, findPlayer(squad, defender)!, findPlayer(squad, forward)!)).toBe(squad);
    expect(canSubstitute(squad, findPlayer(squad, 1)!, findPlayer(squad, forward)!)).toBe(false);
    expect(canSubstitute(squad, findPlayer(squad, 13)!, findPlayer(squad, 13)!)).toBe(false);
    expect(canSubstitute(squad, findPlayer(squad, 10)!, findPlayer(squad, 30)!)).toBe(false); // two starters
  });

  it('reorders the bench outfielders (bench order 1-3), never the spare keeper', () => {
    const squad = exampleSquad();
    const after = substitute(squad, { onBench: true, index: 1 }, { onBench: true, index: 3 });
    expect(ids(after.bench)).toEqual([2, 32, 24, 14]);
    expect(canSubstitute(squad, { onBench: true, index: 0 }, { onBench: true, index: 1 })).toBe(false);
  });

  it('passes the armband to the player coming on', () => {
    const squad = makeCaptain(exampleSquad(), 31);
    const next = substitute(squad, findPlayer(squad, 31)!, findPlayer(squad, 32)!);
    expect(next.captainId).toBe(32);
    const vice = substitute(exampleSquad(), findPlayer(exampleSquad(), 20)!, findPlayer(exampleSquad(), 24)!);
    expect(vice.viceCaptainId).toBe(24);
  });
});

describe('captain and vice captain are exclusive (spec 4)', () => {
  it('making the vice captain the captain makes the previous captain vice', () => {
    const next = makeCaptain(exampleSquad(), 20);
    expect([next.captainId, next.viceCaptainId]).toEqual([20, 30]);
  });

  it('making the captain vice makes the previous vice captain', () => {
    const next = makeViceCaptain(exampleSquad(), 30);
    expect([next.captainId, next.viceCaptainId]).toEqual([20, 30]);
  });

  it('naming a third player leaves the other armband alone', () => {
    expect(makeCaptain(exampleSquad(), 21)).toMatchObject({ captainId: 21, viceCaptainId: 20 });
    expect(makeViceCaptain(exampleSquad(), 21)).toMatchObject({ captainId: 30, viceCaptainId: 21 });
  });
});

describe('a formation change picks the best eleven for the new shape', () => {
  // Issue 14: 4-4-2 -> 3-5-2 benched the best defender by slot order. With the projection, the
  // weakest defender goes, and the captain stays even when he projects least.
  const xpts: Record<number, number> = { 10: 4.3, 11: 3.7, 12: 1.0, 13: 3.9, 14: 2.0, 24: 3.0, 31: 0.1 };
  const of = (id: number) => xpts[id] ?? 2;

  it('benches the defender with the fewest xPts', () => {
    const after = changeFormation(exampleSquad(), '3-5-2', of);
    expect(after.starters.filter((s) => s.position === 2).map((s) => s.playerId).sort()).toEqual([10, 11, 13]);
    expect(after.starters.some((s) => s.playerId === 24)).toBe(true);
  });

  it('keeps the captain in the eleven', () => {
    const squad = makeCaptain(exampleSquad(), 31);
    const after = changeFormation(squad, '4-5-1', of);
    expect(after.captainId).toBe(31);
    expect(after.starters.some((s) => s.playerId === 31)).toBe(true);
  });
});
