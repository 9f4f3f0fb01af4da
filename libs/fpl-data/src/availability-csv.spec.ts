import { AvailabilityFileError, parseAvailability } from './availability-csv';

const HEADER = 'gw,element,status,chance_of_playing_next_round,news,ep_next,snapshot_utc,deadline_utc';
const file = (...rows: string[]): string => [HEADER, ...rows].join('\n') + '\n';
const FILE = '2025-26/availability.csv';

function failure(content: string): AvailabilityFileError {
  try {
    parseAvailability(content, FILE);
  } catch (e) {
    return e as AvailabilityFileError;
  }
  throw new Error('the file was accepted');
}

describe('availability.csv', () => {
  it('reads flags, chances, news (commas included) and the official forecast', () => {
    const rows = parseAvailability(
      file(
        '2,1,a,,,5.0,2025-08-22T17:03+00:00,2025-08-22T17:30+00:00',
        '2,24,i,0.0,"Knock - Expected back 13 Sep, maybe",0.0,2025-08-22T17:03+00:00,2025-08-22T17:30+00:00',
        '3,24,d,75,Knock - 75% chance of playing,1.2,x,y',
      ),
      FILE,
    );
    expect(rows).toEqual([
      { gameweek: 2, playerId: 1, status: 'a', chanceOfPlaying: null, news: '', epNext: 5 },
      { gameweek: 2, playerId: 24, status: 'i', chanceOfPlaying: 0, news: 'Knock - Expected back 13 Sep, maybe', epNext: 0 },
      { gameweek: 3, playerId: 24, status: 'd', chanceOfPlaying: 75, news: 'Knock - 75% chance of playing', epNext: 1.2 },
    ]);
  });

  it.each([
    ['an unknown status', '2,1,q,,,5.0,x,y', 3, 'status'],
    ['a chance above 100', '2,1,d,150,,5.0,x,y', 3, 'chance_of_playing_next_round'],
    ['a gameweek that is not a number', 'two,1,a,,,5.0,x,y', 3, 'gw'],
    ['a missing forecast', '2,1,a,,,,x,y', 3, 'ep_next'],
    ['a player twice in one gameweek', '2,1,a,,,5.0,x,y\n2,1,a,,,5.0,x,y', 4, 'element'],
  ])('refuses %s, naming the file, line and column', (_what, rows, line, column) => {
    const e = failure(file('2,7,a,,,1.0,x,y', rows));
    expect(e).toBeInstanceOf(AvailabilityFileError);
    expect({ line: e.line, column: e.column }).toEqual({ line, column });
    expect(e.message).toContain(`${FILE}: line ${line}, column "${column}"`);
  });

  it('refuses a file without a required column', () => {
    const e = failure('gw,element,status,news,ep_next\n2,1,a,,5.0\n');
    expect(e.message).toBe(`${FILE}: line 1, column "chance_of_playing_next_round": the column is missing`);
  });

  it('refuses a row with the wrong number of fields', () => {
    expect(failure(file('2,1,a,,,5.0,x,y', '2,3,a')).message).toMatch(/^2025-26\/availability.csv: line 3/);
  });
});
