import {
  POSITION_IDS, POSITIONS, STATS_POSITIONS, positionCode, positionFromLabel, positionStatsCode, requirePositionId,
} from './positions';

describe('positions: one vocabulary for the game, the draft tools and the stats screens', () => {
  it('numbers, codes and names agree', () => {
    expect(POSITION_IDS.map(positionCode)).toEqual(['GK', 'DEF', 'MID', 'FWD']);
    expect(POSITION_IDS.map(positionStatsCode)).toEqual([...STATS_POSITIONS]);
    expect(POSITION_IDS.map((id) => POSITIONS[id].name)).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);
  });

  it('reads any of the labels back into the number', () => {
    expect(['GK', 'gkp', ' Goalkeeper ', 'FWD'].map(positionFromLabel)).toEqual([1, 1, 1, 4]);
    expect(positionFromLabel('AM')).toBeUndefined();
  });

  it('shows UNK for an unknown number, and refuses it where a position is needed', () => {
    expect([positionCode(5), positionStatsCode(0)]).toEqual(['UNK', 'UNK']);
    expect(requirePositionId(3)).toBe(3);
    expect(() => requirePositionId(5, 'player 99')).toThrow('Unknown position 5 for player 99');
  });
});
