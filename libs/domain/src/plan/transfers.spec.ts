import { EXAMPLE_PICKS, exampleLookup, exampleSquad } from './example-squad.fixture';
import { findPlayer, squadFromPicks } from './squad-slots';
import { bringIn, defaultSellPrice, pickRefusal, sellToEmptySlot, type PickOutcome } from './transfers';
import type { GameweekSquad } from './types';

const player = (id: number) => exampleLookup(id)!;
const at = (squad: GameweekSquad, id: number) => findPlayer(squad, id)!;
/** Replaces `outId` with `inId` with one free transfer available, expecting success. */
function swap(squad: GameweekSquad, outId: number, inId: number, free = 1, sell?: number): GameweekSquad {
  const outcome = bringIn(squad, at(squad, outId), player(inId), exampleLookup, free, sell);
  if (outcome.kind === 'refused') throw new Error(outcome.reason);
  return outcome.squad;
}
const kindOf = (o: PickOutcome) => o.kind;

describe('picker refusals (spec 5, in this order)', () => {
  const squad = exampleSquad(5, 15);

  it("'No player selected to replace' without a target", () => {
    expect(pickRefusal(squad, undefined, player(40), exampleLookup)).toBe('No player selected to replace');
  });

  it("'Player already in squad'", () => {
    expect(pickRefusal(squad, at(squad, 13), player(11), exampleLookup)).toBe('Player already in squad');
  });

  it("'Must select a {position name}' for the replaced slot's position", () => {
    expect(pickRefusal(squad, at(squad, 13), player(43), exampleLookup)).toBe('Must select a Defender');
    expect(pickRefusal(squad, at(squad, 2), player(40), exampleLookup)).toBe('Must select a Goalkeeper');
  });

  it("'Maximum players from {team} selected', not counting the player leaving", () => {
    expect(pickRefusal(squad, at(squad, 13), player(41), exampleLookup)).toBe('Maximum players from Club 1 selected');
    expect(pickRefusal(squad, at(squad, 10), player(41), exampleLookup)).toBeUndefined();
  });

  it("with four of a club held after a move, any purchase is refused with that club's name until one of them is sold (decision 228)", () => {
    // Defender 13 moved to Club 1, which already had players 1, 10 and 20.
    const lookup = (id: number) => (id === 13 ? { ...player(13), team: 1, teamName: 'Club 1' } : exampleLookup(id));
    const four = squadFromPicks(EXAMPLE_PICKS, 15, 5, lookup);
    expect(pickRefusal(four, at(four, 32), player(44), lookup)).toBe('Maximum players from Club 1 selected');
    expect(pickRefusal(four, at(four, 13), player(40), lookup)).toBeUndefined();
    expect(pickRefusal(four, at(four, 10), player(40), lookup)).toBeUndefined();
    // Sold first (the slot left empty), then a forward of another club bought: Club 1 is at three.
    const sold = sellToEmptySlot(four, at(four, 13), 40);
    expect(pickRefusal(sold, at(sold, 32), player(44), lookup)).toBeUndefined();
  });

  it("'Exceeds available budget' when the price difference is above the bank", () => {
    expect(pickRefusal(squad, at(squad, 24), player(42), exampleLookup)).toBe('Exceeds available budget');
    expect(pickRefusal(squad, at(squad, 23), player(43), exampleLookup)).toBeUndefined();
    // a higher sell price can make it affordable
    expect(pickRefusal(squad, at(squad, 24), player(42), exampleLookup, 110)).toBeUndefined();
  });

  it('never refuses bringing back the player who just left', () => {
    const emptied = sellToEmptySlot(squad, at(squad, 13), 40);
    expect(pickRefusal(emptied, { onBench: false, index: 4 }, player(13), exampleLookup)).toBeUndefined();
  });
});

describe('bank arithmetic in tenths (spec 4)', () => {
  it('removing a player empties the slot and adds the sell price', () => {
    const squad = sellToEmptySlot(exampleSquad(5, 15), at(exampleSquad(), 13), 39);
    expect(squad.starters[4]).toEqual({ position: 2, playerId: null, sold: { playerId: 13, priceTenths: 39 } });
    expect(squad.bankTenths).toBe(54);
  });

  it('filling an empty slot subtracts the new price', () => {
    const emptied = sellToEmptySlot(exampleSquad(5, 15), at(exampleSquad(), 13), 40);
    const outcome = bringIn(emptied, { onBench: false, index: 4 }, player(46), exampleLookup, 1);
    expect(outcome.kind).toBe('transferred');
    expect((outcome as { squad: GameweekSquad }).squad.bankTenths).toBe(55 - 42);
  });

  it('replacing reduces the bank by the price difference, with the chosen sell price', () => {
    expect(swap(exampleSquad(5, 15), 13, 40).bankTenths).toBe(15 + 40 - 50);
    expect(swap(exampleSquad(5, 15), 13, 40, 1, 43).bankTenths).toBe(15 + 43 - 50);
  });

  it('keeps exact money over many moves (no floating-point drift)', () => {
    let squad = exampleSquad(5, 3);
    for (let i = 0; i < 10; i += 1) squad = swap(swap(squad, 13, 46), 46, 13);
    expect(squad.bankTenths).toBe(3);
  });

  it('sells a player bought this gameweek for what he cost by default', () => {
    const squad = swap(exampleSquad(), 13, 40);
    expect(defaultSellPrice(squad, 40, exampleLookup)).toBe(50);
    expect(defaultSellPrice(squad, 11, exampleLookup)).toBe(55);
  });
});

describe('transfer records', () => {
  it('records out, in, prices and whether the transfer was free by its ordinal', () => {
    const squad = swap(swap(exampleSquad(5, 25), 13, 40), 23, 43);
    expect(squad.transfers).toEqual([
      { gameweek: 5, playerOut: 13, playerIn: 40, wasFreeTransfer: true, playerOutPrice: 40, playerInPrice: 50 },
      { gameweek: 5, playerOut: 23, playerIn: 43, wasFreeTransfer: false, playerOutPrice: 50, playerInPrice: 60 },
    ]);
  });

  it('reversing a transfer (bringing back the player just sold) deletes its record and restores the bank', () => {
    const two = swap(swap(exampleSquad(5, 25), 13, 40), 23, 43);
    const outcome = bringIn(two, at(two, 40), player(13), exampleLookup, 1);
    expect(kindOf(outcome)).toBe('reversed');
    const squad = (outcome as { squad: GameweekSquad }).squad;
    expect(squad.transfers.map((t) => [t.playerOut, t.playerIn, t.wasFreeTransfer])).toEqual([[23, 43, true]]);
    expect(squad.bankTenths).toBe(25 + 50 - 60);
  });

  it('reverses through an emptied slot too', () => {
    const bought = swap(exampleSquad(5, 15), 13, 40);
    const emptied = sellToEmptySlot(bought, at(bought, 40), 50);
    const outcome = bringIn(emptied, { onBench: false, index: 4 }, player(13), exampleLookup, 1);
    expect(kindOf(outcome)).toBe('reversed');
    expect((outcome as { squad: GameweekSquad }).squad).toMatchObject({ transfers: [], bankTenths: 15 });
  });

  it('changing a player already transferred in this gameweek rewrites the record', () => {
    const squad = swap(swap(exampleSquad(5, 15), 13, 40), 40, 46);
    expect(squad.transfers).toEqual([
      { gameweek: 5, playerOut: 13, playerIn: 46, wasFreeTransfer: true, playerOutPrice: 40, playerInPrice: 42 },
    ]);
    expect(squad.bankTenths).toBe(15 + 40 - 42);
  });

  it("restoring the original into his emptied slot is 'No change needed' with the bank restored", () => {
    const emptied = sellToEmptySlot(exampleSquad(5, 15), at(exampleSquad(), 13), 38);
    const outcome = bringIn(emptied, { onBench: false, index: 4 }, player(13), exampleLookup, 1);
    expect(kindOf(outcome)).toBe('unchanged');
    expect((outcome as { squad: GameweekSquad }).squad).toMatchObject({ transfers: [], bankTenths: 15 });
  });

  it("picking the player already in the slot is 'No change needed' and changes nothing", () => {
    const squad = exampleSquad();
    expect(bringIn(squad, at(squad, 13), player(13), exampleLookup, 1)).toEqual({ kind: 'unchanged', squad });
  });

  it('passes the armband of a transferred captain to the new player', () => {
    expect(swap(exampleSquad(), 30, 44)).toMatchObject({ captainId: 44, viceCaptainId: 20 });
  });

  it('answers the refusal instead of changing anything', () => {
    expect(bringIn(exampleSquad(), undefined, player(40), exampleLookup, 1)).toEqual({ kind: 'refused', reason: 'No player selected to replace' });
  });
});
