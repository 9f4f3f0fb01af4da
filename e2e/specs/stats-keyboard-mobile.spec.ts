import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

const seasonTable = (page: Page) => page.getByRole('table', { name: 'Season Stats' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const focusedInside = (page: Page, selector: string) => page.evaluate(`!!document.activeElement?.closest(${JSON.stringify(selector)})`);

test.describe('Stats screens by keyboard', () => {
  test('sortable headers are buttons for Enter and Space, with aria-sort', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    const goals = seasonTable(page).getByRole('button', { name: /^Goals/ });
    await goals.focus();
    await page.keyboard.press('Enter');
    await expect(seasonTable(page).locator('th[aria-sort="descending"]')).toHaveText('Goals▼');
    await expect(page.getByLabel('Sort by')).toHaveValue('goals');
    await seasonTable(page).getByRole('button', { name: /^xGC/ }).focus();
    await page.keyboard.press(' ');
    await expect(seasonTable(page).locator('th[aria-sort="ascending"]')).toHaveText('xGC▲');
    await expect(seasonTable(page).getByRole('button', { name: /^xGC/ })).toBeFocused();

    await page.goto('/xpts');
    const header = page.locator('thead th').filter({ hasText: /^GW\d+/ }).last();
    const gw = (await header.textContent())!.match(/GW(\d+)/)![1];
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Gameweek')).toHaveValue(gw);
    await expect(page.locator('th[aria-sort="descending"]')).toContainText(`GW${gw}`);
  });

  test('the player dialog takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    const name = seasonTable(page).locator('tbody tr').first().getByRole('button');
    const player = (await name.textContent())!;
    await name.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await focusedInside(page, 'dialog')).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'dialog')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(page, 'dialog')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(seasonTable(page).getByRole('button', { name: player, exact: true })).toBeFocused();
  });

  test('Select Player is one ARIA combobox: suggestions on focus, arrows, Home/End, Enter, Escape, outside click', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    await page.getByRole('tab', { name: 'Per GW' }).click();
    const box = page.getByRole('combobox', { name: 'Select Player' });
    const options = page.getByRole('option');
    const highlighted = () => page.locator('[role=option][aria-selected=true]');
    await box.focus();
    await expect(options).toHaveCount(10);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(highlighted()).toHaveId((await options.last().getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(highlighted()).toHaveId((await options.first().getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(highlighted()).toHaveId((await options.last().getAttribute('id'))!);
    await page.keyboard.press('Home');
    await expect(highlighted()).toHaveId((await options.first().getAttribute('id'))!);

    await box.pressSequentially('salah');
    await expect(options.first()).toContainText('Salah');
    await page.screenshot({ path: screenshotPath('stats-2526-player-combobox') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Per Gameweek Stats - .*Salah/ })).toBeVisible();
    await expect(options).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(/Salah/);

    await page.keyboard.press('ArrowDown');
    await expect(options).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(box).toHaveValue(/Salah/);
    await box.click();
    await expect(options).toHaveCount(10);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(options).toHaveCount(0);
  });

  test('pagination by keyboard keeps focus in the pager', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    await pager(page).getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Showing 21-40 of \d+ players · Page 2 of \d+/)).toBeVisible();
    await pager(page).getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Showing 1-20 of \d+ players · Page 1 of \d+/)).toBeVisible();
    // Previous is now disabled; focus moved to the current page's button, not to the page body.
    await expect(pager(page).getByRole('button', { name: '1', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  });

  test('FDR checklists close on Escape and give focus back to their button', async ({ page }) => {
    await page.goto('/fdr');
    const button = page.getByRole('button', { name: /^Exclude gameweeks/ });
    await button.click();
    const first = page.getByRole('group', { name: 'Exclude gameweeks' }).getByRole('checkbox').first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAccessibleName('Exclude gameweeks: 1 excluded');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Exclude gameweeks' })).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('Stats screens on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const noSidewaysPage = async (page: Page) =>
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);

  for (const path of ['/xpts', '/fdr', '/fixture-pairings', '/playerstats2425', '/playerstats2526']) {
    test(`${path}: the page does not scroll sideways; the table scrolls in its own box`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await noSidewaysPage(page);
      const box = page.locator('.dr-table-wrap').first();
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth && el.ownerDocument.defaultView!.getComputedStyle(el).overflowX === 'auto')).toBe(true);
      if (path === '/xpts' || path.startsWith('/playerstats')) await expect(pager(page).getByRole('button', { name: /^\d+$/ })).toHaveCount(3);
    });
  }

  test('per-GW tab and the player dialog fit the phone too', async ({ page }) => {
    await page.goto('/playerstats2526');
    await expect(seasonTable(page)).toBeVisible();
    await seasonTable(page).locator('tbody tr').first().getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noSidewaysPage(page);
    expect(await page.getByRole('dialog').evaluate((el) => el.getBoundingClientRect().right <= el.ownerDocument.documentElement.clientWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath('stats-2526-dialog-mobile') });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Per GW' }).click();
    await page.getByLabel('Select Player').fill('saka');
    await page.getByRole('option').first().click();
    await expect(page.getByRole('heading', { name: /^Per Gameweek Stats - / })).toBeVisible();
    await noSidewaysPage(page);
  });
});
