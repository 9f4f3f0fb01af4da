import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

// The stack runs with the clock pinned (FPL_AS_OF_GW, 4 by default); windows derive from it.
async function clock(page: Page): Promise<{ currentGameweek: number; planningFrom: number; nextGameweeks: number[] }> {
  return (await page.request.get('/api/season')).json();
}

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /Expected Points Data \(\d+ players\)/ });
const count = async (page: Page) => Number(/\((\d+) players\)/.exec((await heading(page).textContent()) ?? '')![1]);
const rows = (page: Page) => page.locator('table tbody tr');

test.describe('Expected Points (/xpts)', () => {
  test('sorts by the next gameweek, pages 25 at a time, and shows actual points for played gameweeks', async ({ page }) => {
    const { planningFrom, currentGameweek } = await clock(page);
    await page.goto('/xpts');
    await expect(page.getByRole('heading', { level: 1, name: 'Expected Points' })).toBeVisible();
    await expect(page.getByText(`Only players with xPts data are shown · sorted by GW${planningFrom} xPts`)).toBeVisible();
    await expect(heading(page)).toBeVisible();
    const total = await count(page);
    expect(total).toBeGreaterThan(300);
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText(`Showing 1-25 of ${total} players`)).toBeVisible();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText(`GW${planningFrom}`);

    // The sorted column is descending.
    const sortedIndex = await page.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('aria-sort')));
    const sorted = await rows(page).evaluateAll((trs, i) => trs.map((tr) => Number(tr.children[i].textContent)), sortedIndex);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    // A second click on the sorted column sorts it lowest first (issue 31), and the subtitle says so.
    await page.locator('th[aria-sort="descending"]').getByRole('button').click();
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText(`GW${planningFrom}`);
    await expect(page.getByText(`sorted by GW${planningFrom} xPts, lowest first`)).toBeVisible();
    const lowest = await rows(page).evaluateAll((trs, i) => trs.map((tr) => Number(tr.children[i].textContent)), sortedIndex);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    await page.locator('th[aria-sort="ascending"]').getByRole('button').click();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText(`GW${planningFrom}`);

    // Played gameweeks carry the points scored beside the projection.
    if (currentGameweek > 0) await expect(page.locator('thead th', { hasText: `GW${currentGameweek}xP · pts` })).toBeVisible();
    await page.screenshot({ path: screenshotPath('stats-xpts'), fullPage: true });

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: /^\d+$/ })).toHaveCount(5);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Showing 26-50 of ${total} players`)).toBeVisible();
  });

  test('filters change the rows and send the table back to page 1', async ({ page }) => {
    await page.goto('/xpts');
    await expect(heading(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '3' }).click();
    await expect(page.getByText(/Showing 51-75 of/)).toBeVisible();

    await page.getByLabel('Team').selectOption('MCI');
    await expect(page.getByText(/Showing 1-/)).toBeVisible();
    await expect.poll(async () => (await page.locator('tbody .st-player__meta').allTextContents()).every((meta) => meta.startsWith('MCI · '))).toBe(true);

    await page.getByRole('button', { name: 'GKP', exact: true }).click();
    // the table follows the filters a frame later (decisions 087, 135): wait for it, then check every row
    const metas = () => page.locator('tbody .st-player__meta').allTextContents();
    await expect.poll(async () => (await metas()).every((meta) => meta === 'MCI · GKP')).toBe(true);
    await expect(page.getByRole('button', { name: 'ALL', exact: true })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByLabel('Search').fill('odegaard');
    await expect(rows(page).first()).toContainText('Ødegaard');

    await page.getByLabel('Search').fill('zzzz nobody');
    await expect(page.getByText('No players match your search')).toBeVisible();
  });

  test('a range adds a Total column that sums the gameweeks and sorts by it, and the table exports to CSV', async ({ page }) => {
    const { nextGameweeks } = await clock(page);
    const [from, to] = [nextGameweeks[0], nextGameweeks[nextGameweeks.length - 1]];
    await page.goto('/xpts');
    await expect(heading(page)).toBeVisible();
    await page.getByLabel('Gameweek').selectOption('range');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(String(from));
    const totalHeader = page.locator('thead th', { hasText: `Total (${from}-${to})` });
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    const first = await rows(page).first().locator('td').allTextContents();
    const gwCells = first.slice(2).map(Number);
    expect(gwCells).toHaveLength(to - from + 1);
    expect(Number(first[1])).toBeCloseTo(gwCells.reduce((s, x) => s + x, 0), 1);
    const totals = await rows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.children[1].textContent)));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await page.screenshot({ path: screenshotPath('stats-xpts-range'), fullPage: true });

    // From above To raises To.
    await page.getByLabel('From', { exact: true }).selectOption(String(to + 2));
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(String(to + 2));
    // Clearing To drops the Total column (the total applies only when both ends are set).
    await page.getByLabel('To', { exact: true }).selectOption('');
    await expect(page.locator('thead th', { hasText: 'Total' })).toHaveCount(0);

    await page.getByLabel('To', { exact: true }).selectOption(String(to + 4));
    // the table (and its count) follows the filters a frame later (decisions 087, 135)
    await expect(page.locator('thead th', { hasText: `Total (${to + 2}-${to + 4})` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`expected-points-gw${to + 2}-gw${to + 4}.csv`);
    const lines = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe(`FPL id,Player,Full name,Team,Position,Price (£m),Chance of playing (%),Total xPts GW${to + 2}-GW${to + 4},GW${to + 2} xPts,GW${to + 3} xPts,GW${to + 4} xPts`);
    await expect.poll(() => count(page)).toBe(lines.length - 1);
  });

  test('on a phone the pager shows three page buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/xpts');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^\d+$/ })).toHaveCount(3);
    await page.screenshot({ path: screenshotPath('stats-xpts-mobile'), fullPage: true });
  });
});
