import { rulesFor } from './scoring-rules';
import { DEFENSIVE_CONTRIBUTION, defconHighlighted, defconPoints, defensiveContributionCount } from './defensive-contributions';

describe('defensive contributions (2025/26 rules)', () => {
  const actions = { clearances: 4, blocks: 1, interceptions: 2, tackles: 3, recoveries: 5 };
  it('counts CBIT for defenders, CBIRT for midfielders and forwards, nothing for goalkeepers', () => {
    expect(defensiveContributionCount(2, actions)).toBe(10);
    expect(defensiveContributionCount(3, actions)).toBe(15);
    expect(defensiveContributionCount(4, actions)).toBe(15);
    expect(defensiveContributionCount(1, actions)).toBe(0);
  });

  it('gives 2 points at 10 for defenders and 12 for midfielders and forwards', () => {
    expect([defconPoints(2, 9), defconPoints(2, 10)]).toEqual([0, 2]);
    expect([defconPoints(3, 11), defconPoints(3, 12)]).toEqual([0, 2]);
    expect(defconPoints(4, 12)).toBe(2);
    expect(defconPoints(1, 30)).toBe(0);
  });

  it('is the rule the scoring table applies from 2025/26, and only then', () => {
    expect(rulesFor('2025-26').defensiveContribution).toBe(DEFENSIVE_CONTRIBUTION);
    expect(rulesFor('2024-25').defensiveContribution).toBeNull();
  });

  it('highlights GKP and DEF at 10+, MID at 12+, never FWD', () => {
    expect([defconHighlighted('GKP', 10), defconHighlighted('DEF', 9), defconHighlighted('DEF', 10)]).toEqual([true, false, true]);
    expect([defconHighlighted('MID', 11), defconHighlighted('MID', 12)]).toEqual([false, true]);
    expect([defconHighlighted('FWD', 20), defconHighlighted('UNK', 20)]).toEqual([false, false]);
  });
});
