import { openSlots, positionCounts, remainingBudget, sortedTeamCounts, squadCost, teamCounts } from './squad-counts';
import { canAddPlayer, squadBreach, squadProblem, squadViolation, type SquadCandidate } from './squad-rules';

let nextId = 1;
const CLUBS = ['Arsenal', 'Liverpool', 'Chelsea', 'Spurs', 'Everton', 'Fulham', 'Leeds', 'Wolves'];
/** A player of a position at a club (index into CLUBS) and price. */
const player = (position: number, club: number, price: number): SquadCandidate & { teamShortName: string } => ({
  id: nextId++, position, team: club + 1, teamName: CLUBS[club], teamShortName: CLUBS[club].slice(0, 3).toUpperCase(), price,
});

/** A legal 15 costing exactly 100.0: 2 GK, 5 DEF, 5 MID, 3 FWD from five clubs, three each. */
function fullSquad() {
  return [
    player(1, 0, 5.0), player(1, 1, 4.5),
    player(2, 0, 6.0), player(2, 1, 5.5), player(2, 2, 5.0), player(2, 3, 4.5), player(2, 4, 4.5),
    player(3, 0, 10.0), player(3, 1, 8.0), player(3, 2, 7.5), player(3, 3, 6.5), player(3, 4, 5.5),
    player(4, 2, 9.0), player(4, 3, 7.5), player(4, 4, 11.0),
  ];
}

describe('squadViolation (spec 5, the one rule of the picker, slot dialog and server)', () => {
  it('accepts a player who breaks no rule', () => {
    expect(squadViolation([], player(3, 0, 7))).toBeNull();
    expect(canAddPlayer([], player(3, 0, 7))).toBe(true);
  });

  it('refuses a player already in the squad', () => {
    const saka = player(3, 0, 10);
    expect(squadViolation([saka], saka)).toBe('Player already selected');
  });

  it('refuses a sixteenth player', () => {
    expect(squadViolation(fullSquad(), player(4, 5, 4))).toBe('Squad is full');
  });

  it('names the position whose quota of 2/5/5/3 is filled', () => {
    const keepers = [player(1, 0, 4), player(1, 1, 4)];
    expect(squadViolation(keepers, player(1, 2, 4))).toBe('Maximum Goalkeepers selected');
    const defenders = [0, 1, 2, 3, 4].map((c) => player(2, c, 4));
    expect(squadViolation(defenders, player(2, 5, 4))).toBe('Maximum Defenders selected');
    const midfielders = [0, 1, 2, 3, 4].map((c) => player(3, c, 4));
    expect(squadViolation(midfielders, player(3, 5, 4))).toBe('Maximum Midfielders selected');
    const forwards = [0, 1, 2].map((c) => player(4, c, 4));
    expect(squadViolation(forwards, player(4, 3, 4))).toBe('Maximum Forwards selected');
    expect(squadViolation(forwards, player(3, 3, 4))).toBeNull();
  });

  it('allows three players from a club and refuses a fourth, naming the club', () => {
    const arsenal = [player(1, 0, 4), player(2, 0, 4)];
    expect(squadViolation(arsenal, player(3, 0, 4))).toBeNull();
    arsenal.push(player(3, 0, 4));
    expect(squadViolation(arsenal, player(4, 0, 4))).toBe('Maximum players from Arsenal selected');
  });

  it('allows a squad costing exactly 100.0 and refuses 100.1', () => {
    const squad = fullSquad();
    const last = squad.pop()!;
    expect(squadCost(squad)).toBe(89);
    expect(squadCost(fullSquad())).toBe(100);
    expect(squadViolation(squad, { ...last, price: 11.0 })).toBeNull();
    expect(squadViolation(squad, { ...last, price: 11.1 })).toBe('Exceeds budget limit');
  });

  it('counts money in tenths, so 0.1-steps never drift past the budget', () => {
    const squad = Array.from({ length: 14 }, (_, i) => player(1 + (i % 4), i % 8, 6.7)).map((p, i) => ({ ...p, position: [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4][i] }));
    expect(squadCost(squad)).toBe(93.8);
    expect(squadViolation(squad, player(4, 7, 6.2))).toBeNull();
    expect(remainingBudget([...squad, player(4, 7, 6.2)])).toBe(0);
  });

  it('gives the reasons in the order the spec lists them', () => {
    const full = fullSquad();
    expect(squadViolation(full, full[0])).toBe('Player already selected');
    const twoKeepersFromArsenal = [player(1, 0, 50), player(1, 0, 49), player(2, 0, 1)];
    // Keeper quota comes before the club limit and the budget.
    expect(squadViolation(twoKeepersFromArsenal, player(1, 0, 50))).toBe('Maximum Goalkeepers selected');
    // Club limit comes before the budget.
    expect(squadViolation(twoKeepersFromArsenal, player(3, 0, 50))).toBe('Maximum players from Arsenal selected');
  });
});

describe('squadProblem (the server re-checks a submitted squad)', () => {
  it('finds nothing wrong with a legal 15', () => {
    expect(squadProblem(fullSquad())).toBeNull();
  });

  it('reports the first player who breaks a rule, with the builder words', () => {
    const squad = fullSquad();
    squad[14] = player(1, 7, 4.0);
    expect(squadProblem(squad)).toEqual({ index: 14, message: 'Maximum Goalkeepers selected' });
    const twice = fullSquad();
    twice[14] = twice[3];
    expect(squadProblem(twice)).toEqual({ index: 14, message: 'Player already selected' });
    expect(squadProblem([...fullSquad(), player(4, 7, 4)])).toEqual({ index: 15, message: 'Squad is full' });
  });

  it('refuses a short squad', () => {
    expect(squadProblem(fullSquad().slice(0, 14))?.message).toBe('A squad needs all 15 players (2 GK, 5 DEF, 5 MID, 3 FWD); this one has 14.');
  });


  it('leaves money out when the caller counts it elsewhere (a plan: its bank)', () => {
    const squad = fullSquad();
    squad[14] = { ...squad[14], price: 50 };
    expect(squadProblem(squad)).toEqual({ index: 14, message: 'Exceeds budget limit' });
    expect(squadProblem(squad, null)).toBeNull();
  });
});

describe('squadProblem with the players held before the gameweek (a player who moved club stays, decision 228)', () => {
  /** fullSquad with its Spurs forward moved to Arsenal: four Arsenal players, none of them bought. */
  function movedSquad() {
    const squad = fullSquad();
    squad[13] = { ...squad[13], team: 1, teamName: 'Arsenal' };
    return squad;
  }
  const ids = (squad: readonly SquadCandidate[]) => new Set(squad.map((p) => p.id));

  it('holds four of a club when none of them is bought; the same four as a draft are refused', () => {
    const squad = movedSquad();
    expect(squadProblem(squad, null, ids(squad))).toBeNull();
    expect(squadProblem(squad, null)).toEqual({ index: 13, message: 'Maximum players from Arsenal selected' });
  });

  it('refuses buying a player into a club held three or more times, wherever he is in the list', () => {
    const squad = movedSquad();
    const bought = player(2, 0, 4);
    const sold = squad[6];
    const after = [bought, ...squad.filter((p) => p !== sold)];
    const held = ids(squad);
    expect(squadProblem(after, null, held)).toEqual({ index: 0, message: 'Maximum players from Arsenal selected' });
    // Sell one of the four and buy another: still four, the purchase is refused.
    const swapped = [...squad.filter((p) => p !== squad[2]), bought];
    expect(squadProblem(swapped, null, held)).toEqual({ index: 14, message: 'Maximum players from Arsenal selected' });
  });

  it('lets a purchase into the club through once the others leave it at two', () => {
    const squad = movedSquad();
    const [keeper, defender] = [player(1, 0, 4), player(2, 5, 4)];
    // The Arsenal keeper and defender go; an Arsenal keeper comes back: three after the transfers.
    const after = squad.map((p, i) => (i === 0 ? keeper : i === 2 ? defender : p));
    expect(squadProblem(after, null, ids(squad))).toBeNull();
  });

  it('refuses buying a player of any club while the squad after the transfers holds four of one', () => {
    const squad = movedSquad();
    const held = ids(squad);
    // A Leeds defender for the Everton one: Arsenal is still at four, so the purchase is refused.
    const leeds = player(2, 6, 4);
    const after = squad.map((p, i) => (i === 6 ? leeds : p));
    expect(squadProblem(after, null, held)).toEqual({ index: 6, message: 'Maximum players from Arsenal selected' });
    // The same Leeds defender for the Arsenal one: Arsenal is back at three, the purchase goes through.
    expect(squadProblem(squad.map((p, i) => (i === 2 ? leeds : p)), null, held)).toBeNull();
  });

  it('names a player listed twice as a duplicate, not as a fourth of his club at an earlier purchase', () => {
    const squad = fullSquad();
    const held = ids(squad);
    // A Leeds defender bought first in the list; then an Arsenal midfielder listed twice.
    const after = [player(2, 6, 4), ...squad.filter((_, i) => i !== 6 && i !== 11), squad[7]];
    expect(squadProblem(after, null, held)).toEqual({ index: 14, message: 'Player already selected' });
  });

  it('still checks the positions of the players held', () => {
    const squad = movedSquad();
    squad[14] = player(1, 6, 4);
    expect(squadProblem(squad, null, ids(squad))).toEqual({ index: 14, message: 'Maximum Goalkeepers selected' });
  });
});

describe('squadBreach (the rule behind every refusal)', () => {
  const squad = fullSquad().slice(0, 14);
  const forward = squad.find((p) => p.position === 4)!;

  it('replacing within a slot asks for the slot\'s position, not the quota', () => {
    const staying = squad.filter((p) => p !== forward);
    expect(squadBreach(staying, player(3, 7, 4), { slotPosition: 4 })).toEqual({ rule: 'position', position: 4 });
    expect(squadBreach(staying, player(4, 7, 4), { slotPosition: 4 })).toBeNull();
  });

  it('checks money only when told what he costs and what there is', () => {
    const spareForward = player(4, 7, 4);
    expect(squadBreach(squad, spareForward, { costTenths: 46, availableTenths: 45 })).toEqual({ rule: 'budget' });
    expect(squadBreach(squad, spareForward, { costTenths: 45, availableTenths: 45 })).toBeNull();
    expect(squadBreach(squad, spareForward)).toBeNull();
  });

  it('names an unknown position instead of guessing one', () => {
    expect(squadBreach([], { ...player(3, 0, 4), position: 5 })).toEqual({ rule: 'unknown-position' });
  });
});

describe('squad counts', () => {
  it('counts positions (all four present) and clubs, clubs sorted for display', () => {
    const squad = fullSquad();
    expect(positionCounts(squad.slice(0, 3))).toEqual({ 1: 2, 2: 1, 3: 0, 4: 0 });
    expect(positionCounts(squad)).toEqual({ 1: 2, 2: 5, 3: 5, 4: 3 });
    expect(teamCounts(squad)).toEqual({ ARS: 3, LIV: 3, CHE: 3, SPU: 3, EVE: 3 });
    expect(sortedTeamCounts({ LIV: 2, ARS: 3, BOU: 2 })).toEqual([['ARS', 3], ['BOU', 2], ['LIV', 2]]);
    expect(openSlots(squad.slice(0, 4))).toEqual({ 1: 0, 2: 3, 3: 5, 4: 3 });
  });
});
