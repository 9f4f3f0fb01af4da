import { exampleLookup } from './example-squad.fixture';
import { elevenProblem, planSquadProblem } from './plan-rules';

const SQUAD = [1, 2, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32];
const ELEVEN = [1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31];
const replace = (list: number[], from: number, to: number) => list.map((id) => (id === from ? to : id));

describe('squad rules for a stored plan', () => {
  it('accepts a legal squad', () => {
    expect(planSquadProblem(SQUAD, exampleLookup)).toBeUndefined();
  });

  it('needs exactly 15 distinct, known players', () => {
    expect(planSquadProblem(SQUAD.slice(1), exampleLookup)).toBe('A squad needs 15 players (this one has 14)');
    expect(planSquadProblem(replace(SQUAD, 14, 13), exampleLookup)).toBe('Player 13 appears twice in the squad');
    expect(planSquadProblem(replace(SQUAD, 14, 777), exampleLookup)).toBe('Player 777 is not a known player');
  });

  it('needs the position quotas 2-5-5-3', () => {
    expect(planSquadProblem(replace(SQUAD, 14, 45), exampleLookup)).toBe('A squad needs exactly 2 goalkeepers (this one has 3)');
  });

  it('allows at most 3 players per club', () => {
    expect(planSquadProblem(replace(SQUAD, 14, 41), exampleLookup)).toBe('A squad may hold at most 3 players from Club 1');
  });
});

describe('the eleven on the pitch', () => {
  it('accepts eleven squad players in the stated formation', () => {
    expect(elevenProblem(ELEVEN, SQUAD, '4-4-2', exampleLookup)).toBeUndefined();
  });

  it('refuses a wrong count, duplicates, outsiders and a shape that is not the formation', () => {
    expect(elevenProblem(ELEVEN.slice(1), SQUAD, '4-4-2', exampleLookup)).toBe('The pitch needs 11 players (this one has 10)');
    expect(elevenProblem(replace(ELEVEN, 13, 12), SQUAD, '4-4-2', exampleLookup)).toBe('A player appears twice on the pitch');
    expect(elevenProblem(replace(ELEVEN, 13, 40), SQUAD, '4-4-2', exampleLookup)).toBe('Player 40 is on the pitch but not in the squad');
    expect(elevenProblem(ELEVEN, SQUAD, '3-4-3', exampleLookup)).toBe('The pitch does not match the 3-4-3 formation');
  });
});
