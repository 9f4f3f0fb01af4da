import { expect, test } from '@playwright/test';
import { bestLineup, expectedPointsOver, ratingWindow, squadCost } from '@draftroom/domain';
import { cheapSquad, planSquad, realData, uniqueSuffix } from './drafts-helpers';

/** Issue 14 on the draft tools: Compare shows both drafts' xPts; Rate my team keeps a manual substitution. */
test('Compare shows both drafts’ xPts for the next gameweek and the next five', async ({ page, request }) => {
  const { players, season } = await realData(request);
  const suffix = uniqueSuffix();
  const first = { name: `E2E xPts A ${suffix}`, squad: planSquad(players).order };
  const second = { name: `E2E xPts B ${suffix}`, squad: cheapSquad(players) };
  for (const d of [first, second]) {
    const res = await request.post('/api/save-draft', { data: { name: d.name, selectedPlayers: d.squad.map((p) => p.id), totalCost: squadCost(d.squad) } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/compare');
  for (const [region, d] of [['First Draft', first], ['Second Draft', second]] as const) {
    await page.getByRole('region', { name: region }).getByRole('searchbox').fill(d.name);
    await page.getByRole('region', { name: region }).getByRole('button', { name: new RegExp(d.name) }).click();
  }
  const next = season.nextGameweeks;
  const row = (label: RegExp) => page.locator('.comparison__stats tr').filter({ has: page.getByRole('rowheader', { name: label }) });
  const cells = (squad: typeof first.squad, weeks: number[]) => expectedPointsOver(squad, weeks).toFixed(1);
  await expect(row(new RegExp(`^xPts GW${next[0]}$`)).getByRole('cell')).toHaveText([cells(first.squad, next.slice(0, 1)), cells(second.squad, next.slice(0, 1))]);
  await expect(row(/^xPts next 5 gameweeks$/).getByRole('cell')).toHaveText([cells(first.squad, next.slice(0, 5)), cells(second.squad, next.slice(0, 5))]);
});

test('Rate my team: a keeper subbed in stays in goal after a formation change', async ({ page, request }) => {
  const { players, season } = await realData(request);
  const name = `E2E keep sub ${uniqueSuffix()}`;
  const squad = planSquad(players).order;
  expect((await request.post('/api/save-draft', { data: { name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) } })).status()).toBe(201);
  await page.goto('/rate-team');
  await page.getByRole('searchbox', { name: 'Search draft by name...' }).fill(name.toLowerCase());
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const best = bestLineup(squad, ratingWindow(season.nextGameweeks).first)!;
  const benchKeeper = best.bench.find((p) => p.position === 1)!;
  const starterKeeper = best.starters[0];
  const pitch = page.getByRole('group', { name: `${name} lineup` });
  const bench = page.getByRole('group', { name: 'Bench' });
  await bench.getByRole('button', { name: `Open ${benchKeeper.web_name}` }).click();
  await page.getByRole('dialog', { name: benchKeeper.web_name }).getByRole('button', { name: 'Substitute' }).click();
  await pitch.getByRole('button', { name: `Open ${starterKeeper.web_name}` }).click();
  await expect(pitch.getByRole('button', { name: `Open ${benchKeeper.web_name}` })).toBeVisible();
  // the bug: switching to 5-2-3 put the substituted keeper back on the bench
  const other = best.formation === '5-2-3' ? '3-4-3' : '5-2-3';
  await page.getByRole('combobox', { name: 'Formation' }).selectOption(other);
  await expect(pitch.getByRole('button', { name: `Open ${benchKeeper.web_name}` })).toBeVisible();
  await expect(bench.getByRole('button', { name: `Open ${starterKeeper.web_name}` })).toBeVisible();
});
