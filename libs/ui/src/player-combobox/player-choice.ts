import type { Player } from '@draftroom/contracts';
import { positionCode, type PlayerOption } from '@draftroom/domain';

/** One player the combobox can offer: the spec's player option (section 3) and what to show beside it. */
export interface PlayerChoice extends PlayerOption {
  /** Shown beside the name, e.g. 'ARS · DEF'. */
  detail: string;
  /** Draws the club's shirt in the suggestion when given. */
  shirt?: { teamShortName: string; goalkeeper: boolean };
}

/** Catalogue players as choices, highest total points first (what a manager looks for first). */
export function playerChoices(players: readonly Player[]): PlayerChoice[] {
  return [...players]
    .sort((a, b) => b.totalPoints - a.totalPoints)
    .map((p) => ({
      playerId: p.id,
      displayName: p.web_name,
      name: p.name,
      detail: `${p.teamShortName} · ${positionCode(p.position)}`,
      shirt: { teamShortName: p.teamShortName, goalkeeper: p.position === 1 },
    }));
}
