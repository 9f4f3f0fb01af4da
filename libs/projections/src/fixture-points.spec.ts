import { expectedAttack } from './attack';
import { cleanSheetChance, cleanSheetProbability, expectedConcededPairs } from './defence';
import { defensiveContributionChance } from './defensive-contributions';
import { fixtureContext } from './fixture-context';
import { fixturePoints } from './fixture-points';
import { expectedSaveTriples } from './goalkeeping';
import type { MinutesOutlook } from './minutes';
import { DEFAULT_PARAMS } from './model-params';
import type { Per90 } from './rates';
import { rulesFor } from '@draftroom/domain';
import type { TeamStrengths } from './team-strength';

/** Plays the full 90 for sure. */
const NAILED: MinutesOutlook = { pPlay: 1, p60: 1, minutesIf60: 90, minutesIfShort: 25 };
const NONE: Per90 = { goals: 0, assists: 0, bonus: 0, saves: 0, penaltiesSaved: 0, penaltiesMissed: 0, yellowCards: 0, redCards: 0, ownGoals: 0, defensiveActions: 0 };

/** Club 1 and an exactly average club 2; home sides create 10% more. */
const LEAGUE: TeamStrengths = {
  leagueGoals: 1.4,
  homeAdvantage: 1.1,
  ratings: new Map([
    [1, { attack: 1.2, defence: 0.8 }],
    [2, { attack: 1, defence: 1 }],
  ]),
};

describe('fixture context', () => {
  it('reads the opponent and the venue relative to an average fixture', () => {
    const ctx = fixtureContext(LEAGUE, 1, 2, true);
    expect(ctx.attackRatio).toBeCloseTo(1.1, 12); // average defence, at home
    expect(ctx.goalsAgainst).toBeCloseTo((1.4 * 1 * 0.8) / 1.1, 12);
    expect(ctx.pressure).toBeCloseTo(1 / 1.1, 12);
    expect(fixtureContext(LEAGUE, 1, 2, false).attackRatio).toBeCloseTo(1 / 1.1, 12);
  });
});

describe('attack', () => {
  it('a defender with 0.2 xG/90 against an average defence at home', () => {
    const { goals, assists } = expectedAttack({ ...NONE, goals: 0.2, assists: 0.1 }, NAILED, fixtureContext(LEAGUE, 1, 2, true).attackRatio);
    expect(goals).toBeCloseTo(0.22, 12);
    expect(assists).toBeCloseTo(0.11, 12);
    // Worth 0.22 x 6 = 1.32 points from goals to a defender.
    const pts = fixturePoints({ position: 2, rates: { ...NONE, goals: 0.2 }, minutes: NAILED }, fixtureContext(LEAGUE, 1, 2, true), rulesFor('2025-26'), DEFAULT_PARAMS);
    expect(pts.goals).toBeCloseTo(1.32, 12);
  });

  it('scales with expected minutes', () => {
    const half: MinutesOutlook = { pPlay: 0.5, p60: 0.5, minutesIf60: 90, minutesIfShort: 25 };
    expect(expectedAttack({ ...NONE, goals: 0.6 }, half, 1).goals).toBeCloseTo(0.3, 12);
  });
});

describe('defence', () => {
  it('clean-sheet probability for 1.1 expected goals against', () => {
    expect(cleanSheetProbability(1.1)).toBeCloseTo(0.3329, 4);
    expect(cleanSheetChance(NAILED, 1.1)).toBeCloseTo(Math.exp(-1.1), 12);
    // Only his 60+ appearances can earn it.
    expect(cleanSheetChance({ pPlay: 0.9, p60: 0.6, minutesIf60: 90, minutesIfShort: 20 }, 1.1)).toBeCloseTo(0.6 * Math.exp(-1.1), 12);
  });

  it('expected pairs of goals conceded', () => {
    // E[floor(N/2)] for N ~ Poisson(1.1): (1.1 - P(N odd)) / 2 = 0.3277
    expect(expectedConcededPairs(NAILED, 1.1)).toBeCloseTo(0.3277, 4);
  });
});

describe('defensive contributions', () => {
  it('threshold probability from the per-90 rate', () => {
    // 10 actions per 90 and a threshold of 10: Poisson P(N >= 10 | 10) = 0.5421.
    expect(defensiveContributionChance(10, NAILED, 10, 1)).toBeCloseTo(0.5421, 4);
    // Twice the variance at the same mean: NB(10, 1/2), exactly one half.
    expect(defensiveContributionChance(10, NAILED, 10, 2)).toBeCloseTo(0.5, 10);
    // A 20-minute cameo almost never gets there.
    expect(defensiveContributionChance(10, { pPlay: 1, p60: 0, minutesIf60: 90, minutesIfShort: 20 }, 10, 1)).toBeLessThan(0.001);
  });
});

describe('goalkeeping', () => {
  it('a point per three saves', () => {
    // 3 saves per 90 against an average attack: E[floor(S/3)] for Poisson(3) = 0.6646.
    expect(expectedSaveTriples(3, NAILED, 1)).toBeCloseTo(0.6646, 4);
  });
});

describe('fixturePoints', () => {
  it('adds the parts of a nailed defender at home to an average side (hand-checked)', () => {
    const rules = rulesFor('2025-26');
    const ctx = fixtureContext(LEAGUE, 1, 2, true);
    const rates: Per90 = { ...NONE, goals: 0.1, assists: 0.1, bonus: 0.4, yellowCards: 0.2, defensiveActions: 10 };
    const p = fixturePoints({ position: 2, rates, minutes: NAILED }, ctx, rules, { ...DEFAULT_PARAMS, defconDispersionDefenders: 2, pressureExponent: 0, bonusMatchupExponent: 0 });
    const against = (1.4 * 0.8) / 1.1;
    expect(p.appearance).toBe(2);
    expect(p.goals).toBeCloseTo(0.1 * 1.1 * 6, 12);
    expect(p.assists).toBeCloseTo(0.1 * 1.1 * 3, 12);
    expect(p.cleanSheet).toBeCloseTo(4 * Math.exp(-against), 12);
    expect(p.goalsConceded).toBeCloseTo(-(against - (1 - Math.exp(-2 * against)) / 2) / 2, 12);
    expect(p.defensiveContribution).toBeCloseTo(2 * 0.5, 10);
    expect(p.bonus).toBeCloseTo(0.4, 12);
    expect(p.discipline).toBeCloseTo(-0.2, 12);
    expect(p.saves).toBe(0);
    const parts = p.appearance + p.goals + p.assists + p.cleanSheet + p.goalsConceded + p.defensiveContribution + p.bonus + p.discipline;
    expect(p.total).toBeCloseTo(parts, 12);
  });

  it('gives nothing to a player who will not play, and no defcon before 2025/26', () => {
    const out: MinutesOutlook = { pPlay: 0, p60: 0, minutesIf60: 90, minutesIfShort: 25 };
    const rates: Per90 = { ...NONE, goals: 0.5, bonus: 1, defensiveActions: 12 };
    expect(fixturePoints({ position: 3, rates, minutes: out }, fixtureContext(LEAGUE, 1, 2, true), rulesFor('2025-26'), DEFAULT_PARAMS).total).toBe(0);
    const old = fixturePoints({ position: 2, rates, minutes: NAILED }, fixtureContext(LEAGUE, 1, 2, true), rulesFor('2024-25'), DEFAULT_PARAMS);
    expect(old.defensiveContribution).toBe(0);
  });
});
