import type { SeasonData, SeasonId } from '@draftroom/fpl-data';

/**
 * Why an upstream season must not be stored, or undefined when it may. The upstream names its own
 * season, so a wrong answer there (an older season than the one served, a club list that does not
 * hold the fixtures' or players' clubs, nobody to pick) would otherwise replace good data; a
 * refused import keeps the current season served and says why (health, the log).
 */
export function upstreamSeasonProblem(data: SeasonData, current: SeasonId | undefined): string | undefined {
  if (current && data.season < current) return `the upstream serves ${data.season}, older than ${current} served now`;
  if (data.teams.length === 0 || data.players.length === 0) return `the upstream's ${data.season} has no clubs or no players`;
  const clubs = new Set(data.teams.map((t) => t.id));
  const strayFixture = data.fixtures.find((f) => !clubs.has(f.homeTeamId) || !clubs.has(f.awayTeamId));
  if (strayFixture) return `the upstream's ${data.season} fixture ${strayFixture.id} names a club missing from its club list`;
  const strayPlayer = data.players.find((p) => !clubs.has(p.teamId));
  if (strayPlayer) return `the upstream's ${data.season} player ${strayPlayer.id} plays for a club missing from its club list`;
  return undefined;
}
