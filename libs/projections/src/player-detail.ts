import type { Flag } from './availability';
import { expectedMinutes } from './minutes';
import { eachPlayerOutlook, outlookPoints, type GameweekOutlook, type Projector } from './project-origin';

/**
 * A player's xPts in one gameweek, part by part, for the player dialogs (issue 30 item 6). The
 * parts are the model's own (fixture-points.ts) added over the gameweek's fixtures, grouped as
 * a manager reads them: `cleanSheet` includes the goals-conceded deductions, `saves` the penalty
 * saves, `cards` the own goals and missed penalties too. They add up to `xpts`, which is the
 * number projectSeason stores for that gameweek from the same origin.
 */
export interface GameweekProjectionDetail {
  gameweek: number;
  /** Over all his fixtures that gameweek (0 in a blank). */
  expectedMinutes: number;
  /** The chance he plays at all, and plays 60 minutes or more, in each fixture (0 in a blank). */
  chanceToPlay: number;
  chanceOf60: number;
  parts: {
    appearance: number;
    goals: number;
    assists: number;
    cleanSheet: number;
    saves: number;
    bonus: number;
    defensiveContributions: number;
    cards: number;
  };
  xpts: number;
}

const sum = (outlook: GameweekOutlook, part: (f: GameweekOutlook['fixtures'][number]) => number) =>
  outlook.fixtures.reduce((total, f) => total + part(f), 0);

function detailOf(gameweek: number, outlook: GameweekOutlook | undefined): GameweekProjectionDetail {
  const plays = outlook !== undefined && outlook.fixtures.length > 0;
  const o = outlook ?? { minutes: { pPlay: 0, p60: 0, minutesIf60: 0, minutesIfShort: 0 }, fixtures: [] };
  return {
    gameweek,
    expectedMinutes: o.fixtures.length * expectedMinutes(o.minutes),
    chanceToPlay: plays ? o.minutes.pPlay : 0,
    chanceOf60: plays ? o.minutes.p60 : 0,
    parts: {
      appearance: sum(o, (f) => f.appearance),
      goals: sum(o, (f) => f.goals),
      assists: sum(o, (f) => f.assists),
      cleanSheet: sum(o, (f) => f.cleanSheet + f.goalsConceded),
      saves: sum(o, (f) => f.saves + f.penaltySaves),
      bonus: sum(o, (f) => f.bonus),
      defensiveContributions: sum(o, (f) => f.defensiveContribution),
      cards: sum(o, (f) => f.discipline),
    },
    xpts: outlookPoints(outlook),
  };
}

/**
 * One player's `targets` gameweeks from the origin `asOf`, part by part; undefined for a player
 * the data does not list. With `setMinutes`, as if he played that many minutes in each of his
 * matches (a manager's edit, decision 217).
 */
export function projectPlayerDetail(
  projector: Projector,
  asOf: number,
  targets: readonly number[],
  playerId: number,
  flags?: ReadonlyMap<number, Flag>,
  setMinutes?: number,
): GameweekProjectionDetail[] | undefined {
  let found: GameweekProjectionDetail[] | undefined;
  eachPlayerOutlook(projector, asOf, targets, flags, (_, outlooks) => {
    found = targets.map((gw, i) => detailOf(gw, outlooks[i]));
  }, playerId, setMinutes);
  return found;
}
