import { clubFixturesByGameweek, difficultyLevel, opponentLabel } from './fixtures';

const fixtures = [
  { gameweek: 1, homeTeam: 1, awayTeam: 2, homeDifficulty: 2, awayDifficulty: 4 },
  { gameweek: 2, homeTeam: 3, awayTeam: 1, homeDifficulty: 3, awayDifficulty: 5 },
  { gameweek: 2, homeTeam: 1, awayTeam: 4, homeDifficulty: 2, awayDifficulty: 3 },
  { gameweek: null, homeTeam: 1, awayTeam: 5, homeDifficulty: 2, awayDifficulty: 2 },
];

describe('club fixtures', () => {
  it('sees each fixture from the club side, keeps doubles and leaves blanks empty', () => {
    const byGw = clubFixturesByGameweek(fixtures, 1);
    expect(byGw.get(1)).toEqual([{ gameweek: 1, opponent: 2, isHome: true, difficulty: 2 }]);
    expect(byGw.get(2)).toEqual([
      { gameweek: 2, opponent: 3, isHome: false, difficulty: 5 },
      { gameweek: 2, opponent: 4, isHome: true, difficulty: 2 },
    ]);
    expect(byGw.has(3)).toBe(false);
    expect(clubFixturesByGameweek(fixtures, 2).get(1)).toEqual([{ gameweek: 1, opponent: 1, isHome: false, difficulty: 4 }]);
  });

  it('writes home opponents in upper case and away ones in lower case', () => {
    expect(opponentLabel('ars', true)).toBe('ARS');
    expect(opponentLabel('ARS', false)).toBe('ars');
  });

  it('bounds difficulty to the 1-5 colour scale', () => {
    expect(difficultyLevel(4)).toBe(4);
    expect(difficultyLevel(0)).toBe(3);
    expect(difficultyLevel(4.6)).toBe(5);
  });
});
