import { TeamIdParamSchema } from './fpl-team';
import { teamIdParamProblem } from './id-param';

describe('teamIdParamProblem', () => {
  it.each([
    ['1001', undefined],
    ['2147483647', undefined],
    ['abc', 'Team ID must be a number'],
    ['0x10', 'Team ID must be a number'],
    ['1.5', 'Team ID must be a whole number'],
    ['-3', 'Team ID must be 1 or more'],
    ['000', 'Team ID must be 1 or more'],
    ['2147483648', 'Team ID is too large'],
  ])('%s -> %s, the same as TeamIdParamSchema', (text, problem) => {
    expect(teamIdParamProblem(text)).toBe(problem);
    const parsed = TeamIdParamSchema.safeParse(text);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(problem);
  });
});
