import { expect, test } from '@playwright/test';
import { DraftSchema } from '@draftroom/contracts';
import { squadProblem } from '@draftroom/domain';
import { screenshotPath } from '../support/environment';
import { addFromPicker, expectToast, planSquad, realData, uniqueSuffix } from './drafts-helpers';

/**
 * Issue 15: a half-built draft completed by the solver through the gateway (the planner's job,
 * its child process, the real player list), then saved the usual way.
 */
test('complete a half-built draft with the solver and save it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { players } = await realData(request);
  const picked = planSquad(players).order.slice(0, 7);
  const byId = new Map(players.map((p) => [p.id, p]));
  const excluded = players.filter((p) => p.position === 3 && !picked.includes(p)).sort((a, b) => b.totalPoints - a.totalPoints)[0];

  await page.goto('/build');
  for (const p of picked) await addFromPicker(page, p);
  await expect(page.locator('.dt-tile', { hasText: 'Players Selected' })).toContainText('7/15');

  const panel = page.getByRole('region', { name: 'Complete draft with the solver' });
  await panel.getByLabel('Gameweeks to plan').selectOption('3');
  const exclude = panel.getByLabel('Exclude a player');
  await exclude.fill(excluded.web_name);
  await page.getByRole('option', { name: new RegExp(excluded.web_name) }).first().click();
  await expect(panel.getByRole('list', { name: 'Excluded players' })).toContainText(excluded.web_name);
  await panel.getByRole('button', { name: 'Complete draft' }).click();
  const result = panel.getByLabel('Solver result');
  // The solve runs to the panel's 60 s limit at most; a busy machine adds its queue and start-up on top.
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText('Projected points');
  await expect(result).toContainText('GW5-7');
  await expect(result).toContainText('Bench weight');
  await expect(result).toContainText(/Optimality gap\s*0\.00%: proven optimal/);
  await expect(page.locator('.dt-tile', { hasText: 'Players Selected' })).toContainText('15/15');
  await page.screenshot({ path: screenshotPath('solver-complete-draft'), fullPage: true });

  const name = `E2E Solver ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Save Draft' }).first().click();
  const save = page.getByRole('dialog', { name: 'Save Draft' });
  await save.getByRole('textbox', { name: 'Draft Name' }).fill(name);
  await save.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft saved', `"${name}" is now on All Drafts.`);

  const drafts = DraftSchema.array().parse(await (await request.get('/api/drafts?sort=newest')).json());
  const saved = drafts.find((d) => d.name === name)!;
  expect(saved.selectedPlayers).toHaveLength(15);
  expect(saved.selectedPlayers).toEqual(expect.arrayContaining(picked.map((p) => p.id)));
  expect(saved.selectedPlayers).not.toContain(excluded.id);
  const squad = saved.selectedPlayers.map((id) => byId.get(id)!);
  expect(squadProblem(squad)).toBeNull();
});
