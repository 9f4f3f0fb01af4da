import type { FixtureRecord, PlayerRecord, SeasonData, TeamRecord } from '@draftroom/fpl-data';

/**
 * The clubs of a made-up next season: the previous table's bottom three go down, three made-up
 * clubs come up in their place (taking their strengths, as a promoted club is judged by the
 * clubs it replaces), and every club is renumbered alphabetically, as the game does each summer,
 * so a club's id of last season means nothing this season (only its code carries over).
 */

/** Clubs that do not exist, with codes no real club has had, so a test can tell them apart. */
const PROMOTION_POOL: ReadonlyArray<Pick<TeamRecord, 'code' | 'name' | 'shortName'>> = [
  { code: 201, name: 'Ashbourne Town', shortName: 'ASH' },
  { code: 202, name: 'Calder Vale', shortName: 'CVA' },
  { code: 203, name: 'Harrowgate United', shortName: 'HGU' },
  { code: 204, name: 'Kingsmere City', shortName: 'KMC' },
  { code: 205, name: 'Portwick Athletic', shortName: 'POR' },
  { code: 206, name: 'Redfield Rovers', shortName: 'RFR' },
];

export interface NextSeasonClubs {
  teams: TeamRecord[];
  /** Last season's team id → this season's, for every club that plays in both. */
  stayedAs: Map<number, number>;
  /** Last season's relegated team id → the promoted club's id that takes its place (and made-up squad). */
  replacedBy: Map<number, number>;
}

interface Standing {
  teamId: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** The league table from the finished fixtures, bottom first. Ties fall to the lower strength, then the name. */
export function tableBottomFirst(teams: readonly TeamRecord[], fixtures: readonly FixtureRecord[]): number[] {
  const rows = new Map<number, Standing>(teams.map((t) => [t.id, { teamId: t.id, points: 0, goalDifference: 0, goalsFor: 0 }]));
  for (const f of fixtures) {
    if (!f.finished || f.homeScore == null || f.awayScore == null) continue;
    const home = rows.get(f.homeTeamId);
    const away = rows.get(f.awayTeamId);
    if (!home || !away) continue;
    home.goalsFor += f.homeScore;
    away.goalsFor += f.awayScore;
    home.goalDifference += f.homeScore - f.awayScore;
    away.goalDifference += f.awayScore - f.homeScore;
    if (f.homeScore > f.awayScore) home.points += 3;
    else if (f.homeScore < f.awayScore) away.points += 3;
    else {
      home.points += 1;
      away.points += 1;
    }
  }
  const team = new Map(teams.map((t) => [t.id, t]));
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.points - b.points ||
        a.goalDifference - b.goalDifference ||
        a.goalsFor - b.goalsFor ||
        team.get(a.teamId)!.strengthOverallHome - team.get(b.teamId)!.strengthOverallHome ||
        team.get(a.teamId)!.name.localeCompare(team.get(b.teamId)!.name),
    )
    .map((s) => s.teamId);
}

export function nextSeasonClubs(previous: SeasonData, rand: () => number): NextSeasonClubs {
  const relegated = tableBottomFirst(previous.teams, previous.fixtures).slice(0, 3);
  const playing = new Set(previous.teams.map((t) => t.code));
  const candidates = PROMOTION_POOL.filter((c) => !playing.has(c.code));
  if (candidates.length < 3) throw new Error('nextSeason: the made-up promotion pool has fewer than three clubs left');
  const promoted = shuffled(candidates, rand).slice(0, 3);

  type Draft = TeamRecord & { previousId: number; promoted: boolean };
  const drafts: Draft[] = previous.teams.map((t) => {
    const up = relegated.indexOf(t.id);
    return up < 0
      ? { ...t, previousId: t.id, promoted: false }
      : { ...t, ...promoted[up], previousId: t.id, promoted: true };
  });
  drafts.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  const stayedAs = new Map<number, number>();
  const replacedBy = new Map<number, number>();
  const teams = drafts.map(({ previousId, promoted: up, ...team }, i) => {
    (up ? replacedBy : stayedAs).set(previousId, i + 1);
    return { ...team, id: i + 1 };
  });
  return { teams, stayedAs, replacedBy };
}

export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const FIRST_NAMES = ['Alfie', 'Ben', 'Callum', 'Dara', 'Eli', 'Finn', 'George', 'Harvey', 'Isaac', 'Jonah', 'Kai', 'Luca',
  'Mason', 'Noah', 'Oscar', 'Rhys', 'Sami', 'Theo', 'Tomas', 'Ugo', 'Victor', 'Wes', 'Yannick', 'Zak'];
const SURNAMES = ['Ashworth', 'Bramley', 'Carrow', 'Delaney', 'Ellery', 'Fenwick', 'Garside', 'Hollins', 'Ingram', 'Jessop',
  'Kettle', 'Lomax', 'Marland', 'Newbold', 'Okafor', 'Pellow', 'Quarry', 'Redgate', 'Stannard', 'Thwaite', 'Upton',
  'Varley', 'Whitlock', 'Yardley', 'Ambrose', 'Birtles', 'Corrigan', 'Dunmore', 'Eastham', 'Frayne', 'Goodall',
  'Hesketh', 'Illing', 'Jubb', 'Kearsley', 'Lacey', 'Mottram', 'Nuttall', 'Orrell', 'Pickup'];

/**
 * Who plays for the promoted clubs: the relegated clubs' squads, position for position, under
 * made-up names and new codes (the real players went down with their clubs). Names combine the
 * pools by index, so no two of the promoted players share a full name (40 × 24 combinations).
 */
export function promotedSquad(players: readonly PlayerRecord[], firstCode: number, offset: number): PlayerRecord[] {
  return players.map((p, j) => {
    const k = j + offset;
    const secondName = SURNAMES[k % SURNAMES.length];
    return { ...p, code: firstCode + j, firstName: FIRST_NAMES[k % FIRST_NAMES.length], secondName, webName: secondName };
  });
}
