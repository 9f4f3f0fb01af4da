import type { AppearanceRecord, FixtureRecord, MatchStatRecord, PlayerRecord, SeasonData, SeasonId, TeamRecord } from '@draftroom/fpl-data';
import { pointsFor, requirePositionId, rulesFor } from '@draftroom/domain';
import { seededRandom } from './seeded-random';

/**
 * Small made-up seasons for the projection tests: six clubs, twelve players each, a
 * double round robin repeated to fill the gameweeks, generated from a seeded generator so
 * every run sees the same data. They carry what the real data has and the model must
 * handle: ids that differ from codes and between seasons, a relegated and a promoted club,
 * a blank and a double gameweek, a postponed fixture, a mid-season transfer and an injury.
 */

/** Positions of a squad: first GK starts, second never plays; 4 DEF, 4 MID, 2 FWD start. */
const SQUAD = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4];
const XG_PER_90 = { 1: 0, 2: 0.05, 3: 0.15, 4: 0.35 } as const;
const XA_PER_90 = { 1: 0.01, 2: 0.05, 3: 0.12, 4: 0.1 } as const;

interface SeasonPlan {
  season: SeasonId;
  clubCodes: number[];
  gameweeks: number;
  finishedThrough: number;
  /** Player id offset, so ids differ between seasons. */
  idBase: number;
  seed: number;
}

/** Rounds of a double round robin over n clubs (circle method), as [home, away] index pairs; next-season.ts's 38 gameweeks too. */
export function roundRobin(n: number): Array<Array<[number, number]>> {
  const idx = Array.from({ length: n }, (_, i) => i);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i += 1) pairs.push(r % 2 ? [idx[i], idx[n - 1 - i]] : [idx[n - 1 - i], idx[i]]);
    rounds.push(pairs);
    idx.splice(1, 0, idx.pop() as number);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([h, a]) => [a, h] as [number, number]))];
}

function buildSeason(plan: SeasonPlan): SeasonData {
  const rand = seededRandom(plan.seed);
  const rules = rulesFor(plan.season);
  // Team ids run backwards to the codes, so code/id mix-ups show.
  const teams: TeamRecord[] = plan.clubCodes.map((code, i) => ({
    id: plan.clubCodes.length - i,
    code,
    name: `Club ${code}`,
    shortName: `C${code}`,
    strength: 3,
    strengthOverallHome: 1200,
    strengthOverallAway: 1200,
    strengthAttackHome: 1200,
    strengthAttackAway: 1200,
    strengthDefenceHome: 1200,
    strengthDefenceAway: 1200,
  }));
  const strength = new Map(plan.clubCodes.map((code) => [code, 0.7 + (code % 5) * 0.15]));
  const players: PlayerRecord[] = [];
  teams.forEach((team) => {
    SQUAD.forEach((position, k) => {
      players.push({
        id: plan.idBase + team.code * 100 + k,
        code: team.code * 100 + k,
        firstName: 'Player',
        secondName: `${team.code}-${k}`,
        webName: `P${team.code}-${k}`,
        position,
        teamId: team.id,
        nowCost: 45 + position * 5 + (k % 3) * 5,
        totalPoints: 0,
        selectedByPercent: 1,
        status: 'a',
        chanceOfPlayingNextRound: null,
        news: '',
        minutes: 0,
      });
    });
  });

  // The listing is as of the end of the data, so the mover shows at his new club.
  const mover = players.find((p) => p.code === teams[0].code * 100 + 6 && plan.idBase > 0);
  if (mover) mover.teamId = teams[1].id;

  const rounds = roundRobin(teams.length);
  const fixtures: FixtureRecord[] = [];
  for (let gw = 1; gw <= plan.gameweeks; gw += 1) {
    for (const [h, a] of rounds[(gw - 1) % rounds.length]) {
      fixtures.push({
        id: fixtures.length + 1,
        code: 10000 + fixtures.length,
        gameweek: gw,
        kickoff: null,
        homeTeamId: teams[h].id,
        awayTeamId: teams[a].id,
        homeDifficulty: 3,
        awayDifficulty: 3,
        finished: false,
        homeScore: null,
        awayScore: null,
      });
    }
  }
  // Gameweek 4's first fixture moves to gameweek 7: a blank for two clubs, then a double.
  fixtures.find((f) => f.gameweek === 4)!.gameweek = 7;
  // One late fixture is postponed and not yet rescheduled.
  fixtures.filter((f) => f.gameweek === plan.gameweeks).forEach((f, i) => (f.gameweek = i === 0 ? null : f.gameweek));
  for (const f of fixtures) f.kickoff = f.gameweek == null ? null : `2025-01-01T00:00:${String(f.gameweek).padStart(2, '0')}Z`;

  const appearances: AppearanceRecord[] = [];
  const matchStats: MatchStatRecord[] = [];
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const squadOf = (teamId: number, gw: number): PlayerRecord[] => {
    // Player k=6 of the first club joins the second club from gameweek 6 (current season).
    const first = teams[0];
    const second = teams[1];
    return players.filter((p) => {
      if (p === mover) return gw >= 6 ? teamId === second.id : teamId === first.id;
      return p.teamId === teamId;
    });
  };
  const sorted = [...fixtures].filter((f) => f.gameweek != null).sort((a, b) => (a.gameweek ?? 0) - (b.gameweek ?? 0) || a.id - b.id);
  for (const f of sorted) {
    const gw = f.gameweek as number;
    if (gw > plan.finishedThrough) continue;
    const sides = [
      { teamId: f.homeTeamId, oppId: f.awayTeamId, home: true },
      { teamId: f.awayTeamId, oppId: f.homeTeamId, home: false },
    ];
    const scored: number[] = [0, 0];
    const rows: Array<{ side: number; a: AppearanceRecord; position: number }> = [];
    sides.forEach((side, s) => {
      const team = teamById.get(side.teamId)!;
      const opp = teamById.get(side.oppId)!;
      const attack = (strength.get(team.code)! / strength.get(opp.code)!) * (side.home ? 1.1 : 0.9);
      squadOf(side.teamId, gw).forEach((p) => {
        const k = p.code % 100;
        const injured = k === 8 && gw >= 5 && gw <= 9;
        const benchGk = k === 1;
        let minutes = 0;
        if (!injured && !benchGk) {
          const rotated = k >= 2 && rand() < 0.12;
          minutes = rotated ? (rand() < 0.5 ? 0 : 10 + Math.floor(rand() * 40)) : rand() < 0.2 ? 60 + Math.floor(rand() * 30) : 90;
        }
        const pos = requirePositionId(p.position);
        const share = minutes / 90;
        const xg = Math.round(XG_PER_90[pos] * attack * share * 100) / 100;
        const xa = Math.round(XA_PER_90[pos] * attack * share * 100) / 100;
        const goals = rand() < xg ? 1 : 0;
        const assists = rand() < xa * 1.3 ? 1 : 0;
        scored[s] += goals;
        const cbi = minutes ? Math.floor(rand() * (pos === 2 ? 9 : 4) * share) : 0;
        const tackles = minutes ? Math.floor(rand() * 3 * share) : 0;
        const recoveries = minutes ? Math.floor(rand() * 6 * share) : 0;
        const current = plan.season === '2025-26';
        rows.push({
          side: s,
          position: pos,
          a: {
            playerId: p.id,
            fixtureId: f.id,
            gameweek: gw,
            wasHome: side.home,
            opponentTeamId: side.oppId,
            kickoff: f.kickoff,
            minutes,
            starts: minutes >= 60 ? 1 : 0,
            goals,
            assists,
            cleanSheets: 0,
            goalsConceded: 0,
            ownGoals: 0,
            penaltiesSaved: 0,
            penaltiesMissed: 0,
            yellowCards: minutes && rand() < 0.1 ? 1 : 0,
            redCards: 0,
            saves: pos === 1 && minutes ? Math.floor(rand() * 5) : 0,
            bonus: goals ? 2 : 0,
            bps: 0,
            influence: 0,
            creativity: 0,
            threat: 0,
            ictIndex: 0,
            xg,
            xa,
            xgi: xg + xa,
            xgc: 0,
            totalPoints: 0,
            value: p.nowCost,
            selected: 1000,
            transfersIn: 0,
            transfersOut: 0,
            defensiveContribution: current ? cbi + tackles + (pos > 2 ? recoveries : 0) : null,
            cbi: current ? cbi : null,
            recoveries: current ? recoveries : null,
            tackles: current ? tackles : null,
          },
        });
        if (!current && minutes > 0) {
          matchStats.push({ playerId: p.id, fixtureId: f.id, gameweek: gw, minutes, goals, assists, xg, xa, tackles, interceptions: 0, recoveries, blocks: 0, clearances: cbi });
        }
      });
    });
    for (const { side, a, position } of rows) {
      a.goalsConceded = a.minutes ? scored[1 - side] : 0;
      a.cleanSheets = a.minutes >= 60 && scored[1 - side] === 0 ? 1 : 0;
      a.xgc = a.minutes ? 1.2 : 0;
      a.totalPoints = pointsFor(
        { ...a, cleanSheet: a.cleanSheets === 1, defensiveCount: a.defensiveContribution },
        requirePositionId(position),
        rules,
      );
      appearances.push(a);
    }
    f.finished = true;
    f.homeScore = scored[0];
    f.awayScore = scored[1];
  }
  return { season: plan.season, teams, players, fixtures, appearances, matchStats, availability: [] };
}

/** A full previous season and a current one finished through `finishedThrough`. */
export function syntheticSeasons(finishedThrough = 12): { history: SeasonData; current: SeasonData } {
  const history = buildSeason({ season: '2024-25', clubCodes: [1, 2, 3, 4, 5, 6], gameweeks: 38, finishedThrough: 38, idBase: 0, seed: 7 });
  // Club 6 went down, club 7 came up.
  const current = buildSeason({ season: '2025-26', clubCodes: [1, 2, 3, 4, 5, 7], gameweeks: 38, finishedThrough, idBase: 5000, seed: 11 });
  return { history, current };
}
