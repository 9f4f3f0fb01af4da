import { expect, test, type Page } from '@playwright/test';
import { PlayerListSchema } from '@draftroom/contracts';
import { screenshotPath } from '../support/environment';

/** Issue 30: the manager's own xPts change the plan; a sensitivity analysis shows how often each first move wins. */
async function loadTeam(page: Page) {
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill('1001');
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5', level: 2 })).toBeVisible();
  return page.getByRole('region', { name: 'Suggest transfers' });
}

test("a player's xPts edited by the manager change the suggested plan, and stay after a reload", async ({ page, request }) => {
  test.setTimeout(180_000);
  const players = PlayerListSchema.parse(await (await request.get('/api/players')).json());
  // A cheap forward nobody would buy on our xPts: with 30 xPts he is bought at once and captained.
  const picks = (await (await request.get('/api/fpl-team/1001/event/4/picks')).json() as { picks: Array<{ element: number }> }).picks;
  const owned = new Set(picks.map((p) => p.element));
  const forward = players.filter((p) => p.position === 4 && p.status === 'a' && !owned.has(p.id)).sort((a, b) => a.price - b.price || a.id - b.id)[0];
  let panel = await loadTeam(page);
  await panel.getByLabel('Gameweeks to plan').selectOption('1');
  const box = panel.getByLabel('Player', { exact: true });
  await box.fill(forward.web_name);
  await panel.getByRole('option', { name: new RegExp(forward.web_name) }).first().click();
  await panel.getByLabel('Your xPts', { exact: true }).fill('30');
  await panel.getByRole('button', { name: 'Use my xPts' }).click();
  await expect(panel.getByTestId(`xpts-edit-${forward.id}-5`)).toContainText(`${forward.web_name} GW5: 30.00`);

  await page.reload();
  panel = await loadTeam(page);
  await panel.getByLabel('Gameweeks to plan').selectOption('1');
  await expect(panel.getByTestId(`xpts-edit-${forward.id}-5`)).toBeVisible();
  await panel.getByRole('button', { name: 'Suggest transfers' }).click();
  const gw5 = panel.getByTestId('suggested-gw-5');
  await expect(gw5).toBeVisible({ timeout: 90_000 });
  await expect(gw5).toContainText(`In ${forward.web_name}`);
  await expect(gw5).toContainText(`Captain${forward.web_name}`);
});

test('a sensitivity analysis runs as a job and shows how often each first-gameweek move won', async ({ page }) => {
  test.setTimeout(180_000);
  const panel = await loadTeam(page);
  // A small run (its solves take their CPU at the lowest priority, beside two spec workers and
  // Chromium): what it proves is the job, its progress and the frequencies, not the search.
  await panel.getByLabel('Gameweeks to plan').selectOption('1');
  await panel.getByLabel('Solves').fill('4');
  await panel.getByRole('button', { name: 'Run sensitivity analysis' }).click();
  await expect(panel.getByRole('heading', { name: 'GW5 moves over 4 noisy solves' })).toBeVisible({ timeout: 150_000 });
  const rows = panel.getByTestId('sensitivity-move');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.first()).toContainText(/\d+ of 4\s*\d+%/);
  await expect(panel.getByTestId('sensitivity-spread')).toContainText('Projected points: mean');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: screenshotPath('solver-sensitivity-390') });
});
