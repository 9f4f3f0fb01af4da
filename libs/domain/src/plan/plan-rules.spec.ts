import { armbandProblem, elevenProblem } from './plan-rules';
import { exampleLookup } from './example-squad.fixture';

const SQUAD = [1, 2, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32];
const ELEVEN = [1, 10, 11, 12, 13, 20, 21, 22, 23, 30, 31];
const replace = (list: number[], from: number, to: number) => list.map((id) => (id === from ? to : id));

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

describe('the armbands', () => {
  it('may be unset, or worn by two different squad players', () => {
    expect(armbandProblem(SQUAD, null, null)).toBeUndefined();
    expect(armbandProblem(SQUAD, 30, 20)).toBeUndefined();
  });

  it('refuse an outsider and one player wearing both', () => {
    expect(armbandProblem(SQUAD, 40, 20)).toBe('the captain is not in the squad');
    expect(armbandProblem(SQUAD, 30, 40)).toBe('the vice captain is not in the squad');
    expect(armbandProblem(SQUAD, 30, 30)).toBe('the captain cannot also be the vice captain');
  });
});
