import type { FixtureRecord, TeamRecord } from '@draftroom/fpl-data';
import { shuffled } from './next-season-clubs';
import { roundRobin } from './synthetic-season';

/**
 * A made-up season's fixture list: every pair home and away over 38 gameweeks (a double round
 * robin by the circle method, the clubs in a seeded order), weekends from mid-August with two
 * international breaks so the last gameweek falls in May, and one fixture moved out of its
 * gameweek (a cup tie clashed) into a later one: a blank for two clubs, then a double for them.
 * Difficulties are the opponent's strength, as the game's FDR is.
 */

const DAY_MS = 86_400_000;
/** Kickoff slots of a gameweek, as [days after its Saturday, UTC time]: Friday night to Sunday. */
const SLOTS: ReadonlyArray<[number, string]> = [
  [-1, '19:00'], [0, '11:30'], [0, '14:00'], [0, '14:00'], [0, '14:00'], [0, '14:00'], [0, '16:30'], [1, '13:00'], [1, '13:00'], [1, '15:30'],
];

export interface FixturePlan {
  /** The Saturday of gameweek 1, 'YYYY-MM-DD'. */
  firstSaturday: string;
  /** The gameweek that loses one fixture, and the later one that gains it. */
  blankGameweek: number;
  doubleGameweek: number;
  /** Fixture codes start after this, so they never repeat last season's. */
  codeBase: number;
}

/** Saturday of a gameweek: weekly, with international breaks after gameweeks 3 and 7. */
export function gameweekSaturday(plan: FixturePlan, gameweek: number): number {
  const breaks = (gameweek > 3 ? 1 : 0) + (gameweek > 7 ? 1 : 0);
  return Date.parse(`${plan.firstSaturday}T00:00:00Z`) + (7 * (gameweek - 1 + breaks)) * DAY_MS;
}

const at = (dayMs: number, time: string): string => `${new Date(dayMs).toISOString().slice(0, 10)}T${time}:00Z`;

export function nextSeasonFixtures(teams: readonly TeamRecord[], plan: FixturePlan, rand: () => number): FixtureRecord[] {
  const order = shuffled(teams, rand);
  const strength = new Map(teams.map((t) => [t.id, t.strength]));
  const drafts: Array<Omit<FixtureRecord, 'id' | 'code'>> = [];
  roundRobin(order.length).forEach((pairs, r) => {
    const gameweek = r + 1;
    const saturday = gameweekSaturday(plan, gameweek);
    pairs.forEach(([h, a], i) => {
      const [days, time] = SLOTS[i % SLOTS.length];
      const home = order[h].id;
      const away = order[a].id;
      drafts.push({
        gameweek,
        kickoff: at(saturday + days * DAY_MS, time),
        homeTeamId: home,
        awayTeamId: away,
        homeDifficulty: strength.get(away)!,
        awayDifficulty: strength.get(home)!,
        finished: false,
        homeScore: null,
        awayScore: null,
      });
    });
  });
  // The blank gameweek's Saturday 14:00 tie moves to the Wednesday after the double gameweek's weekend.
  const moved = drafts.find((f) => f.gameweek === plan.blankGameweek && f.kickoff!.endsWith('T14:00:00Z'))!;
  moved.gameweek = plan.doubleGameweek;
  moved.kickoff = at(gameweekSaturday(plan, plan.doubleGameweek) + 4 * DAY_MS, '19:30');
  // The game numbers fixtures in kickoff order.
  drafts.sort((a, b) => a.kickoff!.localeCompare(b.kickoff!) || a.homeTeamId - b.homeTeamId);
  return drafts.map((f, i) => ({ id: i + 1, code: plan.codeBase + i + 1, ...f }));
}
