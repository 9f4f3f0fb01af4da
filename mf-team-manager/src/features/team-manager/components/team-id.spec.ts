import { DIGITS_ONLY, readTeamId, teamIdInAddress, typingProblem } from './team-id';

describe('reading the Team ID field (issue 31)', () => {
  it.each([
    ['1001', 1001],
    [' 1234567 ', 1234567],
    ['https://fantasy.premierleague.com/entry/1234567/event/12', 1234567],
    ['fantasy.premierleague.com/entry/98765/history', 98765],
    ['2147483647', 2_147_483_647],
  ])('%s is team %d', (text, teamId) => {
    expect(readTeamId(text)).toEqual({ teamId });
  });

  it.each([
    ['12ab', /digits only/],
    ['-5', /digits only/],
    ['1 001', /digits only/],
    ['0', /1 or more/],
    ['12345678901', /11 digits is too long for a team ID/],
    ['2147483648', /largest possible is 2147483647/],
    ['', /Enter your FPL team ID/],
  ])('%j gets a sentence, not a request', (text, sentence) => {
    const reading = readTeamId(text);
    expect('problem' in reading && reading.problem).toMatch(sentence);
  });

  it('finds the ID in a pasted address only', () => {
    expect(teamIdInAddress('https://fantasy.premierleague.com/entry/42/event/3')).toBe('42');
    expect(teamIdInAddress('42')).toBeUndefined();
  });

  it.each(['', '10', '1001 ', 'h', 'https://fan', 'HTTPS://', 'fantasy.prem', 'www.', 'https://fantasy.premierleague.com/entry/', 'https://fantasy.premierleague.com/entry/42/event/3'])(
    'says nothing while %j is typed: digits so far, or the start of an address',
    (text) => expect(typingProblem(text)).toBeUndefined(),
  );

  it.each(['abc', '12ab', '1 0', '-5', '12.5', 'fx'])('says digits only as soon as %j is typed (issue 31, 6d)', (text) => {
    expect(typingProblem(text)).toBe(DIGITS_ONLY);
  });
});
