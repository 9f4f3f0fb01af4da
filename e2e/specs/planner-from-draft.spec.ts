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
  // a draft has no official free-transfer count to correct (decision 106)
  await expect(page.getByTestId('free-transfers')).toHaveText('1');
  await expect(page.getByLabel('Official count')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('planner-from-draft'), fullPage: true });

  // one transfer, then save: a plan from a draft is replayed from its own first gameweek (decision 061)
  const benchDefender = page.locator('.dr-bench .dr-pitch-player').nth(1);
  await benchDefender.locator('.dr-pitch-player__main').click();
  await page.getByRole('button', { name: 'Transfer Out' }).click();
  const sell = page.getByRole('dialog', { name: 'Set Sell Price' });
  await expect(sell.getByRole('button', { name: 'Raise the sell price by £0.1m' })).toBeDisabled();
  await sell.getByRole('button', { name: 'Confirm' }).click();
  await page.locator('.tm-pick-row:not(.is-refused)').first().click();
  await expect(page.locator('.dr-toast')).toContainText('Transfer made');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Plan' });
  const planName = `From draft ${uniqueSuffix()}`;
  await dialog.getByLabel('Plan Name').fill(planName);
  // filed under a real recorded team (1001): reopening it must not load that team's picks
  await dialog.getByLabel(/FPL Team ID/).fill('1001');
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.locator('.dr-toast')).toContainText('Plan Saved Successfully');
  // the owner key is shown once (decision 101), then the dialog closes
  const link = (await dialog.getByTestId('owner-link').textContent())!.trim();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const fifteen = await page.locator('.dr-pitch-player__name').allTextContents();

  // Open in Team Manager: the plan reopens on its own squad, as a plan from a draft (decision 105)
  const id = Number(/plan=(\d+)/.exec(link)![1]);
  expect((await (await request.get(`/api/saved-plans/${id}`)).json()).origin).toBe('draft');
  await page.goto(`/team-manager?plan=${id}`);
  await expect(page.getByRole('heading', { name: `Gameweek ${season.planningFrom}`, level: 2 })).toBeVisible();
  await expect(page.getByText('Plan from a draft')).toBeVisible();
  await expect(page.getByText(planName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Team ID' })).toHaveCount(0);
  await expect(page.getByTestId('transfer-row')).toHaveCount(1);
  expect((await page.locator('.dr-pitch-player__name').allTextContents()).sort()).toEqual([...fifteen].sort());
  await expect(page.getByLabel('Official count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(dialog.getByLabel(/FPL Team ID/)).toHaveValue('1001');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // a plan from a draft has no team ID to change: its reset button names what it resets
  await expect(page.getByRole('button', { name: 'Change Team ID' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Draft' }).click();
  await expect(page.getByRole('button', { name: 'Start from a saved draft' })).toBeVisible();
  await expect(page.getByLabel('FPL Team ID')).toHaveValue('');
});
