import { GameweekSchema, IdParamSchema } from './common';
import { TeamIdParamSchema } from './fpl-team';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('ids in paths and query strings', () => {
  it.each([
    ['16', 16],
    ['2147483647', 2_147_483_647],
  ])('reads %s as decimal digits', (text, id) => {
    expect(IdParamSchema.parse(text)).toBe(id);
    expect(TeamIdParamSchema.parse(text)).toBe(id);
  });

  it.each([
    ['0x10', 'Id must be a number'],
    ['1e3', 'Id must be a number'],
    ['+5', 'Id must be a number'],
    [' 16', 'Id must be a number'],
    ['abc', 'Id must be a number'],
    ['1.5', 'Id must be a whole number'],
    ['0', 'Id must be 1 or more'],
    ['-3', 'Id must be 1 or more'],
    ['99999999999999999999', 'Id is too large'],
  ])('refuses %s with "%s"', (text, expected) => {
    expect(message(IdParamSchema.safeParse(text))).toBe(expected);
  });

  it('speaks of a team ID when the id is one', () => {
    expect(message(TeamIdParamSchema.safeParse('0x3E9'))).toBe('Team ID must be a number');
    expect(message(TeamIdParamSchema.safeParse('0'))).toBe('Team ID must be 1 or more');
  });
});

describe('gameweeks in paths', () => {
  it('reads 1 to 38', () => {
    expect(GameweekSchema.parse('1')).toBe(1);
    expect(GameweekSchema.parse('38')).toBe(38);
  });

  it.each(['0', '39', '-1', '0x4', '4.0'])('refuses %s', (text) => {
    expect(GameweekSchema.safeParse(text).success).toBe(false);
  });

  it('says the range when out of it', () => {
    expect(message(GameweekSchema.safeParse('39'))).toBe('Gameweek must be between 1 and 38');
    expect(message(GameweekSchema.safeParse('0'))).toBe('Gameweek must be between 1 and 38');
  });
});
