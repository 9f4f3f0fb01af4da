import { expect, test } from '@playwright/test';
import { squadCost } from '@draftroom/domain';
import { screenshotPath } from '../support/environment';
import { cheapSquad, realData, uniqueSuffix } from './drafts-helpers';

/**
 * The second way into Team Manager: plan from a draft saved by the drafts area, with no FPL
 * team at all. Crosses both services through the gateway.
 */
test('a saved draft becomes a plan in Team Manager', async ({ page, request }) => {
  const { players, season } = await realData(request);
  const squad = cheapSquad(players);
  const name = `Plan seed ${uniqueSuffix()}`;
  const saved = await request.post('/api/save-draft', {
    data: { name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/team-manager');
  await page.getByRole('button', { name: 'Start from a saved draft' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();

  await expect(page.getByRole('heading', { name: `Gameweek ${season.planningFrom}` })).toBeVisible();
  const pitch = page.getByRole('group', { name: `Squad for gameweek ${season.planningFrom}` });
  await expect(pitch).toBeVisible();
  // every one of the fifteen is in the plan, on the pitch or on the bench
  for (const p of squad) await expect(page.getByText(p.web_name, { exact: true }).first()).toBeVisible();
  const projected = Number(await page.getByTestId('projected-points').textContent());
  expect(projected).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('planner-from-draft'), fullPage: true });

  // a plan from a draft has no team ID to change: its reset button names what it resets
  await expect(page.getByRole('button', { name: 'Change Team ID' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Draft' }).click();
  await expect(page.getByRole('button', { name: 'Start from a saved draft' })).toBeVisible();
  await expect(page.getByLabel('FPL Team ID')).toHaveValue('');
});
