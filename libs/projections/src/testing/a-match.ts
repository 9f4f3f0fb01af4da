import type { PlayerMatch } from '../match-log';

/**
 * One row of a player's match log for the model's unit tests: a 90-minute start for club 1 at
 * home to club 2 in gameweek 1, nothing else happening, unless `extra` says otherwise. Starts
 * follow the minutes (60 or more) unless given.
 */
export const aMatch = (extra: Partial<PlayerMatch> = {}): PlayerMatch => ({
  season: 1,
  gameweek: 1,
  fixtureId: extra.gameweek ?? 1,
  teamCode: 1,
  opponentCode: 2,
  home: true,
  position: 3,
  minutes: 90,
  starts: (extra.minutes ?? 90) >= 60 ? 1 : 0,
  goals: 0,
  assists: 0,
  xg: 0,
  xa: 0,
  saves: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  bonus: 0,
  totalPoints: 0,
  value: 70,
  cbit: 0,
  cbirt: 0,
  ...extra,
});
