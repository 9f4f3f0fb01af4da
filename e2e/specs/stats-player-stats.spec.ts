import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

const seasonTable = (page: Page) => page.getByRole('table', { name: 'Season Stats' });
const bodyRows = (page: Page) => page.locator('table tbody tr');
const columnValues = (page: Page, header: string) =>
  seasonTable(page).evaluate((table, name) => {
    const i = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent?.replace(/[▲▼]/g, '').trim() === name);
    return [...table.querySelectorAll('tbody tr')].map((tr) => tr.children[i].textContent ?? '');
  }, header);

test.describe('Player Stats 25/26 (/playerstats2526)', () => {
  test('season table: default points sort, pages, minutes clamp, positions, xGC ascending', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 25/26' })).toBeVisible();
    await expect(seasonTable(page)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(page.locator('th[aria-sort="descending"]')).toHaveText('Points▼');
    const points = (await columnValues(page, 'Points')).map(Number);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await expect(page.getByText(/Showing 1-20 of \d+ players · Page 1 of \d+/)).toBeVisible();
    expect((await columnValues(page, 'Minutes Played')).map(Number).every((m) => m >= 90)).toBe(true);
    await page.screenshot({ path: screenshotPath('stats-2526-season'), fullPage: true });

    const minutes = page.getByLabel('Minimum minutes');
    await minutes.fill('99999');
    await minutes.press('Enter');
    await expect(minutes).toHaveValue('3420');
    await expect(page.getByText('No players found matching your filters')).toBeVisible();
    // A number box reports anything that is not a number as empty; that becomes 1.
    await minutes.fill('');
    await minutes.blur();
    await expect(minutes).toHaveValue('1');
    expect((await columnValues(page, 'Minutes Played')).map(Number).every((m) => m > 1)).toBe(true); // 1 minute or fewer are left out

    await page.getByRole('button', { name: 'DEF', exact: true }).click();
    for (const meta of await seasonTable(page).locator('.st-player__meta').allTextContents()) expect(meta).toMatch(/ · DEF$/);
    await page.getByLabel('Sort by').selectOption('xgc');
    await expect(page.locator('th[aria-sort="ascending"]')).toHaveText('xGC▲');
    const xgc = (await columnValues(page, 'xGC')).map(Number);
    expect(xgc).toEqual([...xgc].sort((a, b) => a - b));
  });

  test('row highlight, column groups, Show All Columns and Reset Filters', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    const first = bodyRows(page).first();
    await first.getByRole('checkbox').check();
    await expect(first).toHaveClass(/st-row--ticked/);
    await expect(seasonTable(page).locator('thead th', { hasText: 'BPS' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show All Columns' }).click();
    await expect(seasonTable(page).locator('thead th', { hasText: 'BPS' })).toHaveCount(1);
    await expect(seasonTable(page).locator('thead th', { hasText: 'xGI/90' })).toHaveCount(1);
    await page.getByLabel('Search').fill('haaland');
    await page.getByLabel('Minimum minutes').fill('500');
    await page.getByLabel('Minimum minutes').press('Enter');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(page.getByLabel('Minimum minutes')).toHaveValue('90');
    await expect(page.getByLabel('Sort by')).toHaveValue('points');
    await expect(seasonTable(page).locator('thead th', { hasText: 'BPS' })).toHaveCount(0);
    await expect(page.locator('tr.st-row--ticked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ALL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the player dialog shows the projection behind the xPts, part by part (issue 30 item 6)', async ({ page, request }) => {
    const { nextGameweeks } = await (await request.get('/api/season')).json();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/playerstats2526');
      await page.getByRole('button', { name: 'Haaland' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erling Haaland' });
      const projection = dialog.getByRole('region', { name: /xPts by part, per gameweek/ });
      await expect(projection).toBeVisible({ timeout: 30_000 });
      const headers = await projection.locator('thead th').allTextContents();
      expect(headers.slice(1, 1 + nextGameweeks.length)).toEqual(nextGameweeks.map((gw: number) => `GW${gw}`));
      // The projection's xPts is the xPts the dialog shows above it for the same gameweek.
      const shown = await dialog.locator('.pd-next__xpts').first().textContent();
      await expect(projection.getByRole('row', { name: /^xPts/ }).locator('td').first()).toHaveText(shown ?? '');
      // On a phone the table scrolls in its own box; the dialog itself does not scroll sideways.
      const fits = await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      await projection.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`stats-2526-projection-${width}`) });
      await page.keyboard.press('Escape');
    }
  });

  test('per-GW tab with a chosen player, and the player detail dialog', async ({ page, request }) => {
    const { currentGameweek, nextGameweeks } = await (await request.get('/api/season')).json();
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();

    await page.getByRole('button', { name: 'Haaland' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erling Haaland' });
    await expect(dialog.getByText('Expected Points & Fixtures')).toBeVisible();
    for (const gw of nextGameweeks) await expect(dialog.locator('.pd-next').getByText(`GW${gw}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Points by gameweek/ })).toBeVisible();
    await page.screenshot({ path: screenshotPath('stats-2526-player-detail') });
    await dialog.getByRole('button', { name: 'View per-GW stats' }).click();
    await expect(page.getByRole('heading', { name: 'Per Gameweek Stats - Haaland' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByText('Please select a player to view gameweek stats')).toBeVisible();
    const select = page.getByRole('combobox');
    await select.focus();
    await expect(page.getByRole('option')).toHaveCount(10);
    await select.fill('gabriel');
    await expect(page.getByRole('option').first()).toContainText('Gabriel');
    await select.press('Enter');
    await expect(page.getByRole('heading', { name: 'Per Gameweek Stats - Gabriel' })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    const rows = bodyRows(page);
    expect(await rows.count()).toBeGreaterThanOrEqual(currentGameweek);
    const gws = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.children[0].textContent))));
    expect(Math.max(...gws)).toBe(currentGameweek);
    // Each Fixture cell is coloured by its result.
    const results = await rows.evaluateAll((trs) => trs.map((tr) => ({ cls: tr.children[1].className, badge: tr.children[1].querySelector('.st-result__badge')?.textContent })));
    for (const r of results) expect(r.cls).toContain(`st-result--${r.badge}`);
    await page.screenshot({ path: screenshotPath('stats-2526-per-gw'), fullPage: true });
  });

  test('on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^\d+$/ })).toHaveCount(3);
    await page.screenshot({ path: screenshotPath('stats-2526-mobile'), fullPage: true });
  });
});

test.describe('Player Stats 24/25 (/playerstats2425)', () => {
  test('season totals sorted by goals, with defensive figures and Ødegaard found by odegaard', async ({ page }) => {
    await page.goto('/playerstats2425');
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 24/25' })).toBeVisible();
    await expect(seasonTable(page)).toBeVisible();
    await expect(page.locator('th[aria-sort="descending"]')).toHaveText('Goals▼');
    await expect(bodyRows(page).first()).toContainText('M.Salah');
    expect((await columnValues(page, 'Goals'))[0]).toBe('29');
    await page.getByRole('button', { name: 'CBRIT' }).click();
    await page.getByRole('button', { name: 'Stats Per Million' }).click();
    await expect(seasonTable(page).locator('thead th', { hasText: 'DefCon Pts/£m' })).toHaveCount(1);
    await page.screenshot({ path: screenshotPath('stats-2425-season'), fullPage: true });

    await page.getByLabel('Search').fill('odegaard');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Ødegaard');

    await page.getByLabel('Search').fill('');
    await page.getByLabel('Sort by').selectOption('defcon_pts');
    const pts = (await columnValues(page, 'DefCon Pts')).map(Number);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  });

  test('per-GW rows of a defender, DefCons green at 10 or more', async ({ page }) => {
    await page.goto('/playerstats2425');
    await expect(seasonTable(page)).toBeVisible();
    await page.getByRole('tab', { name: 'Per GW' }).click();
    await expect(page.getByText('Please select a player to view gameweek stats')).toBeVisible();
    await page.getByRole('combobox').fill('virgil');
    await page.getByRole('option', { name: /Virgil/ }).click();
    await expect(page.getByRole('heading', { name: 'Per Gameweek Stats - Virgil' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(38);
    const cells = await page.locator('table').evaluate((table) => {
      const i = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'DefCons');
      return [...table.querySelectorAll('tbody tr')].map((tr) => ({ n: Number(tr.children[i].textContent), green: tr.children[i].classList.contains('st-good') }));
    });
    for (const c of cells) expect(c.green).toBe(c.n >= 10);
    expect(cells.filter((c) => c.green)).toHaveLength(11);
    await page.screenshot({ path: screenshotPath('stats-2425-per-gw'), fullPage: true });
  });
});
