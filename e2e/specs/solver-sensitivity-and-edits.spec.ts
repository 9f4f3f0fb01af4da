import { expect, test, type Page } from '@playwright/test';
import { PlayerListSchema } from '@draftroom/contracts';
import { xptsIn } from '@draftroom/domain';
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
  const box = panel.getByRole('group', { name: 'Your own xPts for this solve' }).getByLabel('Player', { exact: true });
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

test("a player's minutes set by the manager: refused in words, shown edited with their xPts, used by the solve, reset from his dialog (decision 217)", async ({ page, request }) => {
  test.setTimeout(180_000);
  const players = PlayerListSchema.parse(await (await request.get('/api/players')).json());
  const picks = (await (await request.get('/api/fpl-team/1001/event/4/picks')).json() as { picks: Array<{ element: number }> }).picks;
  // His best player on our GW5 xPts, the captain a one-gameweek plan would pick: at 0 minutes he cannot be.
  const star = players.filter((p) => picks.some((x) => x.element === p.id)).sort((a, b) => xptsIn(b, 5) - xptsIn(a, 5))[0];
  const panel = await loadTeam(page);
  await panel.getByLabel('Gameweeks to plan').selectOption('1');
  const edits = panel.getByRole('group', { name: 'Your minutes for this solve' });
  await edits.getByLabel('Player', { exact: true }).fill(star.web_name);
  await edits.getByRole('option', { name: new RegExp(star.web_name) }).first().click();
  await expect(edits).toContainText(/Ours in GW5: \d+ min, \d+% to play\./);
  const minutes = edits.getByLabel('Minutes in each match');
  await minutes.fill('6O');
  await expect(edits.getByText('Minutes must be a whole number, 0 to 90 (digits only).')).toBeVisible();
  await minutes.fill('120');
  await minutes.press('Enter');
  await expect(edits.getByText('Minutes must be 0 to 90: a match has 90.')).toBeVisible();
  await expect(minutes).toBeFocused();
  // Keyboard only: the value, then Enter.
  await minutes.fill('0');
  await minutes.press('Enter');
  const line = edits.getByTestId(`minutes-edit-${star.id}-all`);
  await expect(line).toContainText(`Edited ${star.web_name}, every planned gameweek: 0 min GW5: 0.00 xPts (ours ${xptsIn(star, 5).toFixed(2)} at`);
  await edits.screenshot({ path: screenshotPath('solver-minutes-edits-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await edits.screenshot({ path: screenshotPath('solver-minutes-edits-390') });
  await page.setViewportSize({ width: 1280, height: 860 });

  await panel.getByRole('button', { name: 'Suggest transfers' }).click();
  const gw5 = panel.getByTestId('suggested-gw-5');
  await expect(gw5).toBeVisible({ timeout: 90_000 });
  await expect(gw5).not.toContainText(`Captain${star.web_name} `);
  await expect(panel.getByTestId('solved-with-minutes')).toHaveText(`Edited Solved with your minutes: ${star.web_name} 0 min (every planned gameweek).`);

  // On the pitch he is marked, and his dialog shows the edit and resets it.
  const pitch = page.getByRole('region', { name: 'Team Selection' });
  await expect(pitch.getByTestId(`pitch-minutes-${star.id}`)).toHaveText('0′');
  await pitch.screenshot({ path: screenshotPath('pitch-minutes-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  await pitch.screenshot({ path: screenshotPath('pitch-minutes-390') });
  await page.setViewportSize({ width: 1280, height: 860 });
  await pitch.getByRole('button', { name: new RegExp(`^Open ${star.web_name} .*your minutes for the solver: 0, edited`) }).click();
  const dialog = page.getByRole('dialog', { name: star.web_name });
  const section = dialog.getByRole('region', { name: 'Your minutes for the solver' });
  await expect(section.getByTestId(`minutes-edit-${star.id}-all`)).toContainText('Edited');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('player-dialog-minutes-390') });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({ path: screenshotPath('player-dialog-minutes-1280') });
  await section.getByRole('button', { name: `Reset ${star.web_name}'s minutes for every planned gameweek to ours` }).click();
  await expect(section).toContainText('Not edited: Suggest transfers uses our minutes');
  await expect(section.getByTestId('minutes-reset-note')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(pitch.getByTestId(`pitch-minutes-${star.id}`)).toHaveCount(0);
  await expect(edits.getByTestId(`minutes-edit-${star.id}-all`)).toHaveCount(0);
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
