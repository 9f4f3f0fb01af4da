import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

const matrix = (page: Page) => page.getByRole('table', { name: 'FDR Matrix' });
const gwHeaders = async (page: Page) => (await matrix(page).locator('thead th').allTextContents()).filter((t) => /^GW\d+$/.test(t));
const clubRow = (page: Page, short: string) => matrix(page).locator('tbody tr', { has: page.locator('.st-player__name', { hasText: new RegExp(`^${short}$`) }) });

test.describe('Fixture Difficulty Ratings (/fdr)', () => {
  test('shows the 20 clubs over the next six gameweeks, home upper case and away lower case', async ({ page, request }) => {
    const season = await (await request.get('/api/season')).json();
    const fixtures = await (await request.get('/api/fixtures')).json();
    const teams = await (await request.get('/api/teams')).json();
    await page.goto('/fdr');
    await expect(matrix(page)).toBeVisible();
    await expect(matrix(page).locator('tbody tr')).toHaveCount(20);
    expect(await gwHeaders(page)).toEqual(season.nextGameweeks.map((gw: number) => `GW${gw}`));
    await expect(matrix(page).locator('thead th', { hasText: 'Avg' })).toBeVisible();

    // Arsenal's first fixture in the window, checked against the API.
    const ars = teams.find((t: { short_name: string }) => t.short_name === 'ARS');
    const gw = season.nextGameweeks[0];
    const f = fixtures.find((x: { gameweek: number; homeTeam: number; awayTeam: number }) => x.gameweek === gw && (x.homeTeam === ars.id || x.awayTeam === ars.id));
    const home = f.homeTeam === ars.id;
    const opp = teams.find((t: { id: number }) => t.id === (home ? f.awayTeam : f.homeTeam)).short_name;
    const cell = clubRow(page, 'ARS').locator('td').nth(2);
    await expect(cell).toHaveText(home ? opp.toUpperCase() : opp.toLowerCase());
    await expect(cell.locator('.dr-fdr')).toHaveClass(new RegExp(`dr-fdr--${home ? f.homeDifficulty : f.awayDifficulty}`));
    await page.screenshot({ path: screenshotPath('stats-fdr'), fullPage: true });
  });

  test('From above To raises To, To below From is ignored, and ticked gameweeks are excluded', async ({ page }) => {
    await page.goto('/fdr');
    await expect(matrix(page)).toBeVisible();
    await page.getByLabel('From', { exact: true }).selectOption('20');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('20');
    await page.getByLabel('To', { exact: true }).selectOption('25');
    await page.getByLabel('To', { exact: true }).selectOption('3');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('25');
    expect(await gwHeaders(page)).toEqual(['GW20', 'GW21', 'GW22', 'GW23', 'GW24', 'GW25']);

    await page.getByRole('button', { name: 'Exclude gameweeks: None' }).click();
    await page.getByLabel('GW 22').check();
    await page.getByLabel('GW 24').check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Exclude gameweeks: 2 excluded' })).toBeVisible();
    expect(await gwHeaders(page)).toEqual(['GW20', 'GW21', 'GW23', 'GW25']);

    // A new range keeps only the ticks inside it.
    await page.getByLabel('From', { exact: true }).selectOption('23');
    await expect(page.getByRole('button', { name: 'Exclude gameweeks: 1 excluded' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByRole('button', { name: 'Exclude gameweeks: None' })).toBeVisible();
  });

  test('shows the GW26 double and the GW31 blanks honestly, and averages a blank as 5, as Fixture Pairings does', async ({ page }) => {
    await page.goto('/fdr');
    await expect(matrix(page)).toBeVisible();
    await page.getByLabel('To', { exact: true }).selectOption('31');
    await page.getByLabel('From', { exact: true }).selectOption('26');
    const ars = clubRow(page, 'ARS');
    const cells = ars.locator('td');
    await expect(cells.nth(2).locator('.dr-fdr')).toHaveCount(2); // GW26: two fixtures
    await expect(cells.nth(2)).toContainText('DGW');
    await expect(cells.nth(7)).toHaveText('Blank'); // GW31: no fixture
    const levels = await ars.locator('.dr-fdr').evaluateAll((chips) => chips.map((c) => Number(/dr-fdr--(\d)/.exec(c.className)![1])));
    expect(levels).toHaveLength(6); // 2 + 1 + 1 + 1 + 1 + 0
    // Avg: each gameweek's mean difficulty (the double's two), the blank counting 5 (issue 31)
    const perGameweek = await cells.evaluateAll((tds) => tds.slice(2).map((td) => {
      const chips = [...td.querySelectorAll('.dr-fdr')].map((c) => Number(/dr-fdr--(\d)/.exec(c.className)![1]));
      return chips.length === 0 ? 5 : chips.reduce((s, l) => s + l, 0) / chips.length;
    }));
    expect(perGameweek).toHaveLength(6);
    await expect(cells.nth(1)).toHaveText((perGameweek.reduce((s, d) => s + d, 0) / 6).toFixed(1));
    await page.screenshot({ path: screenshotPath('stats-fdr-double-blank'), fullPage: true });
  });

  test('team choice and the difficulty sort', async ({ page }) => {
    await page.goto('/fdr');
    await expect(matrix(page)).toBeVisible();
    await page.getByRole('button', { name: 'Teams: All' }).click();
    await page.getByLabel('Arsenal (ARS)').check();
    await page.getByLabel('Chelsea (CHE)').check();
    await page.mouse.click(5, 5); // an outside click closes the checklist
    await expect(page.getByRole('group', { name: 'Teams' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Teams: 2 selected' })).toBeVisible();
    await expect(matrix(page).locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByLabel('Sort by').selectOption('difficulty');
    const avgs = await matrix(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.children[1].textContent)));
    expect(avgs).toHaveLength(20);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));

    await page.getByLabel('Sort by').selectOption('easiest');
    const easiest = await matrix(page).locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.children[1].textContent)));
    expect(easiest).toEqual([...avgs].sort((a, b) => a - b));
  });
});
