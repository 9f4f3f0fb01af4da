import { pointsFor, rulesFor, type MatchEvents } from './scoring-rules';

const quiet: MatchEvents = {
  minutes: 90,
  goals: 0,
  assists: 0,
  cleanSheet: false,
  goalsConceded: 0,
  saves: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  bonus: 0,
  defensiveCount: 0,
};

describe('pointsFor', () => {
  const rules = rulesFor('2025-26');

  // Rows copied from the 2025/26 and 2024/25 gameweek files, with the points the game gave.
  it('rebuilds real 2025/26 scores', () => {
    // Ballard (DEF), GW1: 90 min, a goal, a clean sheet, 3 bonus, 14 CBIT -> 2 + 6 + 4 + 3 + 2.
    expect(pointsFor({ ...quiet, goals: 1, cleanSheet: true, bonus: 3, defensiveCount: 14 }, 2, rules)).toBe(17);
    // Petrovic (GK), GW1: 4 conceded (-2), 6 saves (+2).
    expect(pointsFor({ ...quiet, goalsConceded: 4, saves: 6 }, 1, rules)).toBe(2);
    // Xhaka (MID), GW3: an assist, a yellow, 11 CBIRT (one short of 12).
    expect(pointsFor({ ...quiet, assists: 1, goalsConceded: 1, yellowCards: 1, defensiveCount: 11 }, 3, rules)).toBe(4);
  });

  it('scores 2024/25 without defensive contributions', () => {
    // Mavropanos (DEF), 2024/25 GW2: clean sheet, 2 bonus, 14 CBIT that earned nothing then.
    expect(pointsFor({ ...quiet, cleanSheet: true, bonus: 2, defensiveCount: 14 }, 2, rulesFor('2024-25'))).toBe(8);
    expect(rulesFor('2023-24').defensiveContribution).toBeNull();
  });

  it('applies the 60-minute lines and the position tables', () => {
    expect(pointsFor({ ...quiet, minutes: 0, goals: 1 }, 4, rules)).toBe(0);
    expect(pointsFor({ ...quiet, minutes: 59, cleanSheet: true }, 2, rules)).toBe(1);
    expect(pointsFor({ ...quiet, goals: 1 }, 1, rules)).toBe(12);
    expect(pointsFor({ ...quiet, goals: 1 }, 4, rules)).toBe(6);
    expect(pointsFor({ ...quiet, cleanSheet: true }, 3, rules)).toBe(3);
    expect(pointsFor({ ...quiet, goalsConceded: 3 }, 3, rules)).toBe(2);
    expect(pointsFor({ ...quiet, defensiveCount: 12 }, 1, rules)).toBe(2);
    expect(pointsFor({ ...quiet, defensiveCount: 12 }, 4, rules)).toBe(4);
    expect(pointsFor({ ...quiet, redCards: 1, ownGoals: 1, penaltiesMissed: 1, penaltiesSaved: 1 }, 1, rules)).toBe(2 - 3 - 2 - 2 + 5);
  });
});
