import { rulesFor } from '@draftroom/domain';
import { syntheticSeasons } from '@draftroom/testing/seasons';
import { fixtureContext } from './fixture-context';
import { fixturePoints } from './fixture-points';
import { minutesAsSet } from './minutes-set';
import { DEFAULT_PARAMS } from './model-params';
import { projectPlayerDetail } from './player-detail';
import { createProjector } from './project-origin';
import type { Per90 } from './rates';
import type { TeamStrengths } from './team-strength';

const RULES = rulesFor('2025-26');
const LEAGUE: TeamStrengths = {
  leagueGoals: 1.4,
  homeAdvantage: 1.1,
  ratings: new Map([[1, { attack: 1.2, defence: 0.8 }], [2, { attack: 1, defence: 1 }]]),
};
const CTX = fixtureContext(LEAGUE, 1, 2, true);
/** A defender with some of everything, so each part can be watched. */
const RATES: Per90 = {
  goals: 0.1, assists: 0.15, bonus: 0.3, saves: 0, penaltiesSaved: 0, penaltiesMissed: 0, yellowCards: 0.2, redCards: 0.01, ownGoals: 0.01, defensiveActions: 11,
};
const at = (minutes: number) => fixturePoints({ position: 2, rates: RATES, minutes: minutesAsSet(minutes) }, CTX, RULES, DEFAULT_PARAMS);

describe('minutesAsSet: a manager\'s minutes as the model reads them (decision 217)', () => {
  it('takes the minutes as what happens: he plays for sure, and 60 is the line', () => {
    expect(minutesAsSet(75)).toEqual({ pPlay: 1, p60: 1, minutesIf60: 75, minutesIfShort: 0 });
    expect(minutesAsSet(30)).toEqual({ pPlay: 1, p60: 0, minutesIf60: 0, minutesIfShort: 30 });
    expect(minutesAsSet(0)).toEqual({ pPlay: 0, p60: 0, minutesIf60: 0, minutesIfShort: 0 });
    expect(minutesAsSet(120).minutesIf60).toBe(90);
  });

  it('gives 2 appearance points from 60 minutes and 1 below, as the game does', () => {
    expect(at(90).appearance).toBe(2);
    expect(at(60).appearance).toBe(2);
    expect(at(59).appearance).toBe(1);
    expect(at(1).appearance).toBe(1);
  });

  it('scales the per-90 parts with the minutes', () => {
    expect(at(45).goals).toBeCloseTo(at(90).goals / 2, 12);
    expect(at(45).assists).toBeCloseTo(at(90).assists / 2, 12);
    expect(at(30).bonus).toBeCloseTo(at(90).bonus / 3, 12);
    expect(at(45).discipline).toBeCloseTo(at(90).discipline / 2, 12);
    // Defensive contributions count past a threshold: fewer minutes, far fewer reach it.
    expect(at(45).defensiveContribution).toBeLessThan(at(90).defensiveContribution / 2);
  });

  it('gives a clean sheet only from 60 minutes, likelier over 60 than over 90', () => {
    expect(at(59).cleanSheet).toBe(0);
    expect(at(60).cleanSheet).toBeGreaterThan(at(90).cleanSheet);
    expect(at(90).cleanSheet).toBeCloseTo(RULES.cleanSheet[2]! * Math.exp(-CTX.goalsAgainst), 12);
  });

  it('counts nothing at 0 minutes', () => {
    expect(at(0).total).toBe(0);
  });

  describe('in a player\'s detail', () => {
    const { history, current } = syntheticSeasons(12);
    const projector = createProjector(current, [history]);
    const targets = [13, 14, 15];
    const regular = current.players.find((p) => (projectPlayerDetail(projector, 12, [13], p.id)![0].xpts ?? 0) > 3)!;

    it('is the model\'s own projection with his minutes replaced: parts still add up, more minutes more points', () => {
      const full = projectPlayerDetail(projector, 12, targets, regular.id, undefined, 90)!;
      const half = projectPlayerDetail(projector, 12, targets, regular.id, undefined, 45)!;
      full.forEach((gw, i) => {
        expect(Object.values(gw.parts).reduce((a, b) => a + b, 0)).toBeCloseTo(gw.xpts, 9);
        if (gw.expectedMinutes === 0) return; // a blank stays a blank
        expect(gw.chanceToPlay).toBe(1);
        expect(gw.expectedMinutes % 90).toBe(0); // 90 in each of his matches
        expect(half[i].xpts).toBeLessThan(gw.xpts);
      });
      const none = projectPlayerDetail(projector, 12, targets, regular.id, undefined, 0)!;
      expect(none.every((gw) => gw.xpts === 0 && gw.chanceToPlay === 0)).toBe(true);
    });
  });
});
