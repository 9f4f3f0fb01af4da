import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PlayerListSchema, SeasonInfoSchema, type Player, type SeasonInfo } from '@draftroom/contracts';
import { squadCost, squadViolation, toTenths } from '@draftroom/domain';
import { byPrice, cheapSquad } from '@draftroom/testing';

/** The real player list and season clock the stack serves (GW4 clock in the e2e stack). */
export async function realData(request: APIRequestContext): Promise<{ players: Player[]; season: SeasonInfo }> {
  const players = PlayerListSchema.parse(await (await request.get('/api/players')).json());
  const season = SeasonInfoSchema.parse(await (await request.get('/api/season')).json());
  return { players, season };
}

export const uniqueSuffix = (): string => Math.random().toString(36).slice(2, 7);

export { cheapSquad };

export interface BuildPlan {
  /** The 15 in the order the test adds them; costs exactly £100.0m. */
  order: Player[];
  club: { name: string; fourth: Player };
  /** A player who would take the 15th place's position but costs more than the money left. */
  tooDear: Player;
}

/**
 * A legal 15 of real players costing exactly £100.0m: three from one club first (so a fourth from it
 * is refused), the rest upgraded until no money is left (so a dearer last pick is refused).
 */
export function planSquad(players: readonly Player[], clubCode = 'ARS'): BuildPlan {
  const club = players.filter((p) => p.teamShortName === clubCode).sort(byPrice);
  const three = [2, 3, 4].map((pos) => club.find((p) => p.position === pos)!);
  const squad = cheapSquad(players, three);
  // The first three stay at the club; any other place may go to any club the rules allow.
  const fits = (i: number, p: Player, room: number) =>
    p.position === squad[i].position && toTenths(p.price) <= room && squadViolation(squad.filter((_, j) => j !== i), p) === null &&
    (i >= 3 || p.team === squad[i].team);
  for (let i = 0; i < squad.length; i += 1) {
    const room = 1000 - toTenths(squadCost(squad.filter((_, j) => j !== i)));
    const upgrade = players.filter((p) => fits(i, p, room)).sort((a, b) => b.price - a.price || a.id - b.id)[0];
    if (upgrade) squad[i] = upgrade;
  }
  // Whatever money is left: one swap that spends exactly that much more.
  const left = 1000 - toTenths(squadCost(squad));
  if (left > 0) {
    for (let i = 0; i < squad.length; i += 1) {
      const room = toTenths(squad[i].price) + left;
      const swap = players.find((p) => toTenths(p.price) === room && fits(i, p, room));
      if (swap) {
        squad[i] = swap;
        break;
      }
    }
  }
  expect(toTenths(squadCost(squad))).toBe(1000);
  // The last pick: a player for whom a dearer same-position player exists that breaks no other rule.
  const lastIndex = [...squad.keys()].reverse().find((i) => i >= 3 && dearerThan(players, squad, i));
  expect(lastIndex).toBeDefined();
  const order = [...squad.filter((_, j) => j !== lastIndex), squad[lastIndex!]];
  return {
    order,
    club: { name: club[0].teamName, fourth: club.find((p) => p.position === 1)! },
    tooDear: dearerThan(players, squad, lastIndex!)!,
  };
}

function dearerThan(players: readonly Player[], squad: Player[], i: number): Player | undefined {
  const others = squad.filter((_, j) => j !== i);
  return players.find((p) => p.position === squad[i].position && p.price > squad[i].price && !squad.includes(p) && others.filter((s) => s.team === p.team).length < 3);
}

/**
 * Finds a player in the builder's picker by full name and presses his 'Add to Draft'. A refused
 * player's button is aria-disabled, which Playwright will not click, yet a person can and is told
 * why (spec 5): that press is forced.
 */
export async function addFromPicker(page: Page, player: Player): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search players...' }).fill(player.name);
  const add = page.locator(`.builder-picker [data-player-id="${player.id}"]`).getByRole('button', { name: /to Draft$/ });
  await add.click({ force: (await add.getAttribute('aria-disabled')) === 'true' });
}

/** The one visible toast must say this (destructive toasts are alerts, others statuses). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.dr-toast');
  await expect(toast.locator('.dr-toast__title')).toHaveText(title);
  if (description !== undefined) await expect(toast.locator('.dr-toast__description')).toHaveText(description);
}

export async function dismissToast(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  if (await close.isVisible()) await close.click();
}
