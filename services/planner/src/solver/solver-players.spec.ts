import type { Player, PlayerProjectionDetail } from '@draftroom/contracts';
import { minutesSet, solverPlayers } from './solver-players';

describe('minutesSet and solverPlayers: the manager\'s minutes in a solve (decision 217)', () => {
  const detail = (id: number, minutes: number): PlayerProjectionDetail => ({
    playerId: id, asOfGameweek: 29, setMinutes: minutes,
    // GW31 a blank; 2 xPts a match at 90 minutes, scaled for the test.
    gameweeks: [30, 31, 32].map((gameweek) => ({
      gameweek, expectedMinutes: gameweek === 31 ? 0 : minutes, chanceToPlay: gameweek === 31 || minutes === 0 ? 0 : 1, chanceOf60: minutes >= 60 && gameweek !== 31 ? 1 : 0,
      parts: { appearance: 0, goals: 0, assists: 0, cleanSheet: 0, saves: 0, bonus: 0, defensiveContributions: 0, cards: 0 },
      xpts: gameweek === 31 ? 0 : (2 * minutes) / 90 + 0.004,
    })),
  });
  const asked: string[] = [];
  const projectionAt = async (id: number, minutes: number) => {
    asked.push(`${id}@${minutes}`);
    return detail(id, minutes);
  };

  it('asks once per player and minutes, and reads each planned gameweek\'s xPts and chance from the answer', async () => {
    const set = await minutesSet([{ id: 7, gameweek: null, minutes: 45 }, { id: 7, gameweek: 32, minutes: 0 }], 30, 3, projectionAt);
    expect(asked.sort()).toEqual(['7@0', '7@45']);
    expect([...set]).toEqual([
      ['7:30', { xpts: 1, chance: 1 }],
      ['7:31', { xpts: 0, chance: 0 }],
      ['7:32', { xpts: 0, chance: 0 }],
    ]);
  });

  it('puts them in the solve, under the manager\'s own xPts of the same gameweek', async () => {
    const player = {
      id: 7, code: 7, name: 'A', web_name: 'A', position: 3, team: 1, teamName: 'X', teamShortName: 'X', price: 6, totalPoints: 0, selectedByPercent: 1,
      status: 'i', chanceOfPlaying: 0, news: 'Knee', xptsGW30: 0.5, xptsGW31: 0.5, xptsGW32: 0.5,
    } as Player;
    const set = await minutesSet([{ id: 7, gameweek: null, minutes: 90 }], 30, 3, projectionAt);
    const [solved] = solverPlayers(new Map([[7, player]]), 30, 3, [{ id: 7, gameweek: 32, xpts: 9 }], set);
    expect(solved.xpts).toEqual([2, 0, 9]);
    expect(solved.chance).toEqual([1, 0, 1]);
  });
});
