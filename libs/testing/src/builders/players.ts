import type { Player } from '@draftroom/contracts';

let nextId = 1000;

/** A player shaped like /api/players answers, for specs that need a few made-up players. */
export function aPlayer(overrides: Partial<Player> = {}): Player {
  const id = overrides.id ?? nextId++;
  return {
    id, code: id, name: `Player ${id}`, web_name: `P${id}`, position: 3, team: 1, teamName: 'Arsenal', teamShortName: 'ARS',
    price: 5, totalPoints: 10, selectedByPercent: 1, status: 'a', chanceOfPlaying: null, news: '', ...overrides,
  };
}
