import { BadRequestException } from '@nestjs/common';
import type { MinutesEdit, Player, PlayerProjectionDetail, XptsEdit } from '@draftroom/contracts';
import { LAST_GAMEWEEK, minutesEditCells, playProbability, projectionIn, xptsIn, type PositionId } from '@draftroom/domain';
import type { SolverPlayer } from '@draftroom/solver';

/** 400 when the horizon runs past gameweek 38. */
export function checkHorizon(firstGameweek: number, horizon: number): void {
  if (firstGameweek > LAST_GAMEWEEK) throw new BadRequestException('The season is over: there are no gameweeks left to plan.');
  const left = LAST_GAMEWEEK - firstGameweek + 1;
  if (horizon > left) {
    throw new BadRequestException({
      message: `horizon: ${horizon} gameweeks from gameweek ${firstGameweek} runs past gameweek ${LAST_GAMEWEEK}; at most ${left} are left`,
      issues: [{ path: 'horizon', message: `At most ${left} gameweeks are left from gameweek ${firstGameweek}` }],
    });
  }
}

/** 400 naming the first id the player list does not have. */
export function checkKnownIds(field: string, ids: readonly number[], players: ReadonlyMap<number, Player>): void {
  const unknown = ids.filter((id) => !players.has(id));
  if (unknown.length > 0) {
    const list = unknown.slice(0, 5).join(', ');
    throw new BadRequestException({
      message: `${field}: unknown player id${unknown.length > 1 ? 's' : ''} ${list}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
      issues: [{ path: field, message: `Unknown player id ${unknown[0]}` }],
    });
  }
}

/** A player's xPts and chance of playing in a gameweek at the minutes his manager set, by `${id}:${gameweek}`. */
export type MinutesSet = ReadonlyMap<string, { xpts: number; chance: number }>;

/** How many projections at set minutes are asked of the stats service at once. */
const ASKED_AT_ONCE = 4;

/**
 * The planned cells the manager's minutes edits set (decision 217), each with the model's xPts
 * and chance of playing at those minutes, from the stats service (`projectionAt`): one question
 * per player and minutes, whatever the number of gameweeks. A gameweek the answer does not
 * cover stays ours.
 */
export async function minutesSet(
  edits: readonly MinutesEdit[],
  firstGameweek: number,
  horizon: number,
  projectionAt: (id: number, minutes: number) => Promise<PlayerProjectionDetail>,
): Promise<MinutesSet> {
  const cells = minutesEditCells(edits, Array.from({ length: horizon }, (_, k) => firstGameweek + k));
  const asks = [...new Map(cells.map((c) => [`${c.id}:${c.minutes}`, c])).values()];
  const answers = new Map<string, PlayerProjectionDetail>();
  for (let i = 0; i < asks.length; i += ASKED_AT_ONCE) {
    const batch = asks.slice(i, i + ASKED_AT_ONCE);
    (await Promise.all(batch.map((c) => projectionAt(c.id, c.minutes)))).forEach((detail, k) => answers.set(`${batch[k].id}:${batch[k].minutes}`, detail));
  }
  const out = new Map<string, { xpts: number; chance: number }>();
  for (const c of cells) {
    const gw = answers.get(`${c.id}:${c.minutes}`)?.gameweeks.find((g) => g.gameweek === c.gameweek);
    // Two decimals, as /api/players gives ours.
    if (gw) out.set(`${c.id}:${c.gameweek}`, { xpts: Math.round(gw.xpts * 100) / 100, chance: gw.chanceToPlay });
  }
  return out;
}

/**
 * The stats service's player list as the solver reads it: prices in tenths, xPts from the first
 * planned gameweek for `horizon` gameweeks (a missing projection counts 0, as on every screen),
 * and the chance of playing each the planner's projection uses: the flag's (`playProbability`),
 * 0 in a gameweek with no projection (a blank), decision 200. The manager's own xPts win over
 * his minutes (`minutes`, decision 217), which win over ours.
 */
export function solverPlayers(
  players: ReadonlyMap<number, Player>,
  firstGameweek: number,
  horizon: number,
  edits: readonly XptsEdit[] = [],
  minutes: MinutesSet = new Map(),
): SolverPlayer[] {
  // The manager's own figure replaces ours and already is his expectation: he counts as sure to play.
  const edited = new Map(edits.map((e) => [`${e.id}:${e.gameweek}`, e.xpts]));
  const editOf = (id: number, gameweek: number) => edited.get(`${id}:${gameweek}`);
  return [...players.values()].map((p) => ({
    id: p.id,
    position: p.position as PositionId,
    club: p.team,
    clubName: p.teamName,
    name: p.web_name,
    price: Math.round(p.price * 10),
    xpts: Array.from({ length: horizon }, (_, k) => editOf(p.id, firstGameweek + k) ?? minutes.get(`${p.id}:${firstGameweek + k}`)?.xpts ?? xptsIn(p, firstGameweek + k)),
    chance: Array.from({ length: horizon }, (_, k) => {
      if (editOf(p.id, firstGameweek + k) !== undefined) return 1;
      const set = minutes.get(`${p.id}:${firstGameweek + k}`);
      if (set) return set.chance;
      return projectionIn(p, firstGameweek + k) === undefined ? 0 : playProbability(p);
    }),
  }));
}

