import { syntheticSeasons } from '@draftroom/testing/seasons';
import { projectPlayerDetail } from './player-detail';
import { createProjector, projectFromOrigin } from './project-origin';
import { projectSeason } from './project-season';

describe('projectPlayerDetail: the xPts of a gameweek, part by part (issue 30 item 6)', () => {
  const { history, current } = syntheticSeasons(12);
  const projector = createProjector(current, [history]);
  const targets = [13, 14, 15, 16, 17, 18];
  const whole = projectFromOrigin(projector, 12, targets);
  const stored = projectSeason({ current, history: [history], asOfGameweek: 12 });

  it('gives every listed player parts that add up to the xPts the job stores, gameweek by gameweek', () => {
    let checked = 0;
    for (const player of current.players) {
      const detail = projectPlayerDetail(projector, 12, targets, player.id)!;
      detail.forEach((gw, i) => {
        const parts = Object.values(gw.parts).reduce((a, b) => a + b, 0);
        expect(parts).toBeCloseTo(gw.xpts, 9);
        expect(gw.xpts).toBe(whole.get(player.id)![i]);
        const row = stored.find((r) => r.playerId === player.id && r.gameweek === gw.gameweek)!;
        expect(gw.xpts).toBe(row.xpts);
        checked += 1;
      });
    }
    expect(checked).toBe(current.players.length * targets.length);
  });

  it('reads minutes and chances that a manager can check against each other', () => {
    const somebody = current.players.find((p) => (whole.get(p.id) ?? [])[0] > 2)!;
    const [next] = projectPlayerDetail(projector, 12, [13], somebody.id)!;
    expect(next.chanceToPlay).toBeGreaterThan(0);
    expect(next.chanceOf60).toBeLessThanOrEqual(next.chanceToPlay);
    expect(next.expectedMinutes).toBeGreaterThan(0);
    expect(next.parts.appearance).toBeGreaterThan(0);
  });

  it('answers nothing for an id the data does not list', () => {
    expect(projectPlayerDetail(projector, 12, targets, 999_999)).toBeUndefined();
  });
});
