import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

const table = (page: Page) => page.getByRole('table', { name: 'Best team pairings' });
const gwHeaders = async (page: Page) => (await table(page).locator('thead th').allTextContents()).filter((t) => /^GW\d+$/.test(t));

/** Each row's Avg FDR as shown, and as recomputed from the cells' difficulty colours (a blank for both clubs = 5). */
async function averages(page: Page): Promise<Array<{ shown: number; cells: number }>> {
  return table(page).locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const tds = [...tr.children].slice(3);
      const perGw = tds.map((td) => {
        const levels = [...td.querySelectorAll('.dr-fdr')].map((c) => Number(/dr-fdr--(\d)/.exec(c.className)![1]));
        return levels.length === 0 ? 5 : levels.reduce((s, l) => s + l, 0) / levels.length;
      });
      return { shown: Number(tr.children[2].textContent), cells: perGw.reduce((s, d) => s + d, 0) / perGw.length };
    }),
  );
}

test.describe('Fixture Pairings (/fixture-pairings)', () => {
  test('ranks about 20 pairs ascending for the 6-gameweek range, each average matching its cells', async ({ page, request }) => {
    const { planningFrom } = await (await request.get('/api/season')).json();
    await page.goto('/fixture-pairings');
    await expect(page.getByText('Best team pairings based on fixture difficulty ratings')).toBeVisible();
    const six = page.getByRole('button', { name: `GW ${planningFrom}-${planningFrom + 5}` });
    await expect(six).toHaveAttribute('aria-pressed', 'true');
    await expect(table(page).locator('tbody tr')).toHaveCount(20);
    expect(await gwHeaders(page)).toHaveLength(6);
    const rows = await averages(page);
    expect(rows.map((r) => r.shown)).toEqual([...rows.map((r) => r.shown)].sort((a, b) => a - b));
    for (const r of rows) expect(r.cells).toBeCloseTo(r.shown, 2);
    await expect(table(page).locator('tbody tr').first().locator('td').nth(3)).toContainText(/\((H|A)\)/);
    await expect(table(page).locator('tbody tr').first().locator('td').nth(1)).toHaveText(/^[A-Z]{3} \+ [A-Z]{3}$/);
    await page.screenshot({ path: screenshotPath('stats-pairings'), fullPage: true });
  });

  test('the 12-gameweek range and any custom range recompute the pairs', async ({ page, request }) => {
    const { planningFrom } = await (await request.get('/api/season')).json();
    await page.goto('/fixture-pairings');
    await expect(table(page)).toBeVisible();
    const sixBest = await table(page).locator('tbody tr').first().locator('td').nth(1).textContent();
    await page.getByRole('button', { name: `GW ${planningFrom}-${planningFrom + 11}` }).click();
    expect(await gwHeaders(page)).toHaveLength(12);
    const rows = await averages(page);
    for (const r of rows) expect(r.cells).toBeCloseTo(r.shown, 2);
    await page.screenshot({ path: screenshotPath('stats-pairings-12'), fullPage: true });

    // Custom: GW 29-31 holds the GW31 blanks of four clubs.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('To', { exact: true }).selectOption('31');
    await page.getByLabel('From', { exact: true }).selectOption('29');
    expect(await gwHeaders(page)).toEqual(['GW29', 'GW30', 'GW31']);
    for (const r of await averages(page)) expect(r.cells).toBeCloseTo(r.shown, 2);
    expect(typeof sixBest).toBe('string');
  });
});
