import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * Decision 056: captaincy, formation and bench order are choices of one gameweek; a change to the
 * squad itself (a transfer) replays the later gameweeks and drops what no longer works (104). Team 1001 of the
 * recorded-fixture server has 4 free transfers for GW5 (FPL_AS_OF_GW=4).
 */
const PLAIN_TEAM = '1001';

const transferRows = (page: Page) => page.getByTestId('transfer-row');
const captainName = (page: Page) =>
  page.locator('.dr-pitch-player').filter({ has: page.locator('.dr-pitch-player__badge--C') }).locator('.dr-pitch-player__name');
const viceName = (page: Page) =>
  page.locator('.dr-pitch-player').filter({ has: page.locator('.dr-pitch-player__badge--V') }).locator('.dr-pitch-player__name');

async function transferFirstBenchOutfielder(page: Page) {
  await page.locator('.dr-bench .dr-pitch-player').nth(1).locator('.dr-pitch-player__main').click();
  await page.getByRole('button', { name: 'Transfer Out' }).click();
  await page.getByRole('dialog', { name: 'Set Sell Price' }).getByRole('button', { name: 'Confirm' }).click();
  await page.locator('.tm-pick-row:not(.is-refused)').first().click();
  await expect(page.locator('.dr-toast').filter({ hasText: 'Transfer made' }).first()).toBeVisible();
}

test('changing captain, formation or bench order keeps later planned gameweeks; a transfer drops them', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill(PLAIN_TEAM);
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5' })).toBeVisible();

  // plan GW6 with a transfer, then go back to GW5
  await page.getByRole('button', { name: 'Next gameweek' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 6' })).toBeVisible();
  await transferFirstBenchOutfielder(page);
  await expect(transferRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Previous gameweek' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gameweek 6', level: 3 })).toBeVisible(); // the Transfers Made group

  // GW5: a new captain, a new vice, another formation and a bench swap
  const defender = page.locator('.dr-pitch__row').nth(1).locator('.dr-pitch-player').first();
  const defenderName = (await defender.locator('.dr-pitch-player__name').textContent())!.trim();
  await defender.locator('.dr-pitch-player__main').click();
  await page.getByRole('button', { name: 'Make Captain' }).click();
  const midfielder = page.locator('.dr-pitch__row').nth(2).locator('.dr-pitch-player').last();
  const midfielderName = (await midfielder.locator('.dr-pitch-player__name').textContent())!.trim();
  await midfielder.locator('.dr-pitch-player__main').click();
  await page.getByRole('button', { name: 'Make Vice Captain' }).click();
  await expect(captainName(page)).toHaveText(defenderName);
  await expect(viceName(page)).toHaveText(midfielderName);

  // the last midfielder is the vice: a shape with fewer midfielders still keeps him, and the captain
  await page.getByLabel('Formation').selectOption('5-2-3');
  await expect(page.locator('.dr-pitch__row').nth(2).locator('.dr-pitch-player')).toHaveCount(2);
  await expect(captainName(page)).toHaveText(defenderName);
  await expect(viceName(page)).toHaveText(midfielderName);
  await expect(page.locator('.dr-pitch__row').nth(2)).toContainText(midfielderName);
  await page.getByLabel('Formation').selectOption('4-4-2');

  const keeper = page.locator('.dr-bench .dr-pitch-player').first();
  const keeperName = (await keeper.locator('.dr-pitch-player__name').textContent())!.trim();
  await keeper.getByRole('button', { name: `Substitute ${keeperName}` }).click();
  await page.locator('.dr-pitch__row').nth(0).locator('.dr-pitch-player__main').click();
  await expect(page.locator('.dr-pitch__row').nth(0)).toContainText(keeperName);

  // GW6's transfer is still planned, on screen and after moving forward
  await expect(transferRows(page)).toHaveCount(1);
  await page.screenshot({ path: screenshotPath('planner-16-later-gameweeks-kept'), fullPage: true });
  await page.getByRole('button', { name: 'Next gameweek' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 6', level: 2 })).toBeVisible();
  await expect(transferRows(page)).toHaveCount(1);
  await expect(page.getByText('1 used · 4 left')).toBeVisible();

  // a transfer in GW5 is a change to the squad: GW6 is replayed on top of it. GW5's bench order
  // changed above, so GW5 sells another player and GW6's transfer still works: it is kept
  // (decision 104; a transfer that no longer works is dropped with Undo: planner-real-game.spec.ts)
  await page.getByRole('button', { name: 'Previous gameweek' }).click();
  await transferFirstBenchOutfielder(page);
  await expect(transferRows(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Gameweek 6', level: 3 })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next gameweek' }).click();
  await expect(page.getByText('1 used · 3 left')).toBeVisible();
  await expect(page.getByTestId('dropped-transfers')).toHaveCount(0);
  await expect(transferRows(page)).toHaveCount(2);
});
