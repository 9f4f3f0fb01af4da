import { lastFinishedGameweek, type AppearanceRecord, type SeasonData } from '@draftroom/fpl-data';

/**
 * Renders a season of real data in the official API's shapes (the inverse of
 * libs/fpl-data/src/upstream/season-from-api.ts). Decimal fields travel as strings, as the
 * real API sends them.
 */
const dec = (n: number, places = 2): string => n.toFixed(places);

export function bootstrapStatic(data: SeasonData) {
  const current = lastFinishedGameweek(data.fixtures);
  // The game's forecast for the next gameweek, as the snapshot before its deadline recorded it.
  const epNext = new Map(data.availability.filter((a) => a.gameweek === current + 1).map((a) => [a.playerId, a.epNext]));
  const deadlines = new Map<number, string>();
  for (const f of data.fixtures) {
    if (f.gameweek == null || !f.kickoff) continue;
    const prev = deadlines.get(f.gameweek);
    if (!prev || f.kickoff < prev) deadlines.set(f.gameweek, f.kickoff);
  }
  return {
    events: Array.from({ length: 38 }, (_, i) => ({
      id: i + 1,
      name: `Gameweek ${i + 1}`,
      deadline_time: deadlines.get(i + 1) ?? null,
      finished: i + 1 <= current,
      is_current: i + 1 === current,
      is_next: i + 1 === current + 1,
    })),
    teams: data.teams.map((t) => ({
      id: t.id, code: t.code, name: t.name, short_name: t.shortName, strength: t.strength,
      strength_overall_home: t.strengthOverallHome, strength_overall_away: t.strengthOverallAway,
      strength_attack_home: t.strengthAttackHome, strength_attack_away: t.strengthAttackAway,
      strength_defence_home: t.strengthDefenceHome, strength_defence_away: t.strengthDefenceAway,
    })),
    elements: data.players.map((p) => ({
      id: p.id, code: p.code, first_name: p.firstName, second_name: p.secondName, web_name: p.webName,
      element_type: p.position, team: p.teamId, now_cost: p.nowCost, total_points: p.totalPoints,
      selected_by_percent: dec(p.selectedByPercent, 1), status: p.status,
      chance_of_playing_next_round: p.chanceOfPlayingNextRound, news: p.news, minutes: p.minutes,
      ep_next: dec(epNext.get(p.id) ?? 0, 1),
    })),
    total_players: 11_000_000,
  };
}

export function fixtures(data: SeasonData) {
  return data.fixtures.map((f) => ({
    id: f.id, code: f.code, event: f.gameweek, kickoff_time: f.kickoff, team_h: f.homeTeamId, team_a: f.awayTeamId,
    team_h_difficulty: f.homeDifficulty, team_a_difficulty: f.awayDifficulty, finished: f.finished,
    team_h_score: f.homeScore, team_a_score: f.awayScore, started: f.finished,
  }));
}

function historyEntry(a: AppearanceRecord, fixturesById: Map<number, SeasonData['fixtures'][number]>) {
  const fixture = fixturesById.get(a.fixtureId);
  return {
    element: a.playerId, fixture: a.fixtureId, opponent_team: a.opponentTeamId, total_points: a.totalPoints,
    was_home: a.wasHome, kickoff_time: a.kickoff, team_h_score: fixture?.homeScore ?? null,
    team_a_score: fixture?.awayScore ?? null, round: a.gameweek, minutes: a.minutes, goals_scored: a.goals,
    assists: a.assists, clean_sheets: a.cleanSheets, goals_conceded: a.goalsConceded, own_goals: a.ownGoals,
    penalties_saved: a.penaltiesSaved, penalties_missed: a.penaltiesMissed, yellow_cards: a.yellowCards,
    red_cards: a.redCards, saves: a.saves, bonus: a.bonus, bps: a.bps, influence: dec(a.influence, 1),
    creativity: dec(a.creativity, 1), threat: dec(a.threat, 1), ict_index: dec(a.ictIndex, 1), starts: a.starts,
    expected_goals: dec(a.xg), expected_assists: dec(a.xa), expected_goal_involvements: dec(a.xgi),
    expected_goals_conceded: dec(a.xgc), value: a.value, transfers_balance: a.transfersIn - a.transfersOut,
    selected: a.selected, transfers_in: a.transfersIn, transfers_out: a.transfersOut,
    ...(a.defensiveContribution == null
      ? {}
      : {
          clearances_blocks_interceptions: a.cbi, recoveries: a.recoveries, tackles: a.tackles,
          defensive_contribution: a.defensiveContribution,
        }),
  };
}

export function elementSummaries(data: SeasonData): Map<number, { history: ReturnType<typeof historyEntry>[] }> {
  const byPlayer = new Map<number, ReturnType<typeof historyEntry>[]>();
  for (const p of data.players) byPlayer.set(p.id, []);
  const fixturesById = new Map(data.fixtures.map((f) => [f.id, f]));
  for (const a of data.appearances) byPlayer.get(a.playerId)?.push(historyEntry(a, fixturesById));
  return new Map([...byPlayer].map(([id, history]) => [id, { history }]));
}

export function eventLive(data: SeasonData, gameweek: number) {
  const totals = new Map<number, { minutes: number; total_points: number; goals_scored: number; assists: number; bonus: number }>();
  for (const a of data.appearances) {
    if (a.gameweek !== gameweek) continue;
    const t = totals.get(a.playerId) ?? { minutes: 0, total_points: 0, goals_scored: 0, assists: 0, bonus: 0 };
    t.minutes += a.minutes;
    t.total_points += a.totalPoints;
    t.goals_scored += a.goals;
    t.assists += a.assists;
    t.bonus += a.bonus;
    totals.set(a.playerId, t);
  }
  return { elements: [...totals].map(([id, stats]) => ({ id, stats })) };
}
