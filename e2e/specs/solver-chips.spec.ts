import { expect, test } from '@playwright/test';
import { SolverJobSchema, SuggestTransfersResultSchema } from '@draftroom/contracts';
import { screenshotPath } from '../support/environment';

/**
 * Issue 30: a recorded team (1001, no chips played) compares chip plans over two gameweeks
 * through the gateway (one planner job per plan, the free hit's too), sees the best one, applies it and finds its
 * chip played in the planner's chips bar, its projection the one the solver reported.
 */
test('compare chip plans for a loaded team, apply the best and find its chip in the planner', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill('1001');
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5', level: 2 })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Suggest transfers' });
  await panel.getByLabel('Gameweeks to plan').selectOption('2');
  await expect(panel.getByLabel('Triple Captain in GW6')).toHaveValue('forbidden');
  await expect(panel.getByLabel('Free Hit in GW5')).toHaveValue('forbidden');
  const jobs: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/solver/transfers') && r.request().method() === 'POST') jobs.push((await r.json() as { id: string }).id);
  });
  await panel.getByRole('button', { name: 'Compare chip plans' }).click();
  const table = panel.getByRole('table', { name: 'Chip plans compared' });
  await expect(table.getByRole('row')).toHaveCount(6, { timeout: 200_000 }); // the header and five plans (no chip, then each of the four)
  await expect(panel.getByRole('heading', { name: 'Suggested plan, GW5-6' })).toBeVisible();

  // The plan shown is the best of the five, by the jobs' own results.
  const results = await Promise.all(jobs.map(async (id) => SuggestTransfersResultSchema.parse(
    SolverJobSchema.parse(await (await page.request.get(`/api/solver/jobs/${id}`)).json()).result,
  )));
  expect(results).toHaveLength(5);
  const best = results.reduce((a, b) => (b.projectedPoints > a.projectedPoints + 1e-9 ? b : a));
  await expect(panel.getByTestId('suggest-total')).toContainText(best.projectedPoints.toFixed(2));
  const chipWeek = best.gameweeks.find((g) => g.chip);
  // Over two gameweeks a triple captain always adds its captain's xPts: some chip plan beats none.
  expect(best.projectedPoints).toBeGreaterThan(Math.min(...results.map((r) => r.projectedPoints)));
  expect(chipWeek).toBeDefined();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: screenshotPath('solver-chips-390') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.screenshot({ path: screenshotPath('solver-chips-1280') });

  await panel.getByRole('button', { name: 'Apply to planner' }).click();
  await expect(panel.getByTestId('suggest-applied')).toBeFocused();
  for (let gw = 5; gw < chipWeek!.gameweek; gw++) await page.getByRole('button', { name: 'Next gameweek' }).first().click();
  await expect(page.getByRole('heading', { name: `Gameweek ${chipWeek!.gameweek}`, level: 2 })).toBeVisible();
  await expect(page.getByTestId(`chip-${chipWeek!.chip}`)).toHaveAttribute('aria-pressed', 'true');
});
