import { expect, test } from '@playwright/test';
import { PlayerListSchema, SolverJobSchema, SolverJobStartedSchema, SuggestTransfersResultSchema } from '@draftroom/contracts';
import { screenshotPath } from '../support/environment';

/**
 * Issue 15: a recorded team (1001: no chips, 4 free transfers for GW5) asks the solver for three
 * gameweeks through the gateway (the planner's job and child process), applies the answer to the
 * planner, saves it as a normal plan and finds it on Saved Plans with the suggested transfers.
 */
test('suggest transfers for a loaded team, apply them, save the plan and find it in Saved Plans', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill('1001');
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Gameweek 5', level: 2 })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Suggest transfers' });
  await expect(panel.getByLabel('Gameweeks to plan')).toHaveValue('6');
  await panel.getByLabel('Gameweeks to plan').selectOption('3');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/solver/transfers') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Suggest transfers' }).click();
  const { id } = SolverJobStartedSchema.parse(await (await started).json());
  const heading = panel.getByRole('heading', { name: 'Suggested plan, GW5-7' });
  await expect(heading).toBeVisible({ timeout: 90_000 });
  await expect(heading).toBeFocused();
  await expect(panel.getByLabel('Solver result')).toContainText(/Optimality gap\s*\d+\.\d\d%/);
  await expect(panel.getByLabel('Solver result')).toContainText('Projected total');

  const job = SolverJobSchema.parse(await (await request.get(`/api/solver/jobs/${id}`)).json());
  const result = SuggestTransfersResultSchema.parse(job.result);
  const transfers = result.gameweeks.flatMap((gw) => gw.transfers);
  expect(transfers.length).toBeGreaterThan(0);
  const players = PlayerListSchema.parse(await (await request.get('/api/players')).json());
  const nameOf = (playerId: number) => players.find((p) => p.id === playerId)!.web_name;
  const first = result.gameweeks.find((gw) => gw.transfers.length > 0)!;
  await expect(panel.getByTestId(`suggested-gw-${first.gameweek}`)).toContainText(`In ${nameOf(first.transfers[0].in)}`);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: screenshotPath('solver-suggest-transfers-390') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: 'Apply to planner' }).click();
  await expect(page.locator('.dr-toast').filter({ hasText: 'Suggestion applied' })).toBeVisible();
  await expect(panel.getByTestId('suggest-applied')).toBeFocused();
  await expect(page.getByTestId('transfer-row')).toHaveCount(transfers.length);

  const planName = `E2E solver plan ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Plan' });
  await dialog.getByLabel('Plan Name').fill(planName);
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.locator('.dr-toast')).toContainText('Plan Saved Successfully');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/saved-plans');
  await page.getByLabel('Plan Name').fill(planName);
  const card = page.getByTestId('plan-card').filter({ hasText: planName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('TeamID: 1001');
  await expect(card).toContainText(`${transfers.length} transfer${transfers.length === 1 ? '' : 's'} made`);
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: planName });
  for (let gw = 5; gw < first.gameweek; gw++) await details.getByRole('button', { name: 'Next gameweek' }).click();
  await expect(details.getByRole('heading', { name: `Gameweek ${first.gameweek}` })).toBeVisible();
  for (const t of first.transfers) await expect(details.getByText(`↑ ${nameOf(t.in)}`)).toBeVisible();
});
