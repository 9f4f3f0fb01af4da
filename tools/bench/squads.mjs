/** Legal 15-player drafts for benches that save many of them. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { canAddPlayer, squadCost, SQUAD_SIZE } = require('@draftroom/domain');

/** A random legal 15 of real players (seeded), as the builder would send it. */
export function randomSquad(players, seed) {
  let s = seed * 2654435761 % 4294967296;
  const rand = () => ((s = (s * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const pool = [...players].sort(() => rand() - 0.5);
  const squad = [];
  for (const p of pool) {
    if (squad.length === SQUAD_SIZE) break;
    const left = SQUAD_SIZE - squad.length - 1;
    if (canAddPlayer(squad, p) && squadCost(squad) + p.price + left * 4.0 <= 100) squad.push(p);
  }
  return squad.length === SQUAD_SIZE ? squad : randomSquad(players, seed + 7919);
}


/** The body of POST /api/save-draft for a squad, as the builder sends it. */
export const saveBody = (name, squad) => ({ name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) });
