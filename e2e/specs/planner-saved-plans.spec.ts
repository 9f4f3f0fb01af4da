import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

test.describe('Saved Plans', () => {
  test('prompts until a filter is typed, searches 400 ms after typing stops, and says when nothing matches', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/saved-plans') && searches.push(r.url()));
    await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
    await page.goto('/saved-plans');
    await expect(page.getByRole('heading', { name: 'Search for Plans' })).toBeVisible();
    await expect(page.getByText('Enter a Team ID or Plan Name to find saved plans.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    // Time stands still while typing, so only the debounce decides when the search goes out.
    await page.clock.pauseAt(new Date('2026-01-10T10:00:10Z'));
    const nothing = `no such plan ${Date.now().toString(36)}`;
    await page.getByLabel('Plan Name').pressSequentially(nothing.slice(0, 6));
    await page.clock.runFor(300);
    await page.getByLabel('Plan Name').pressSequentially(nothing.slice(6));
    await page.clock.runFor(399);
    expect(searches).toEqual([]);
    await page.clock.runFor(2);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'No plans found' })).toBeVisible();
    await expect(page.getByText('No saved plans match your current search criteria.')).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(decodeURIComponent(searches[0].replace(/\+/g, ' '))).toContain(`name=${nothing}`);
    await page.screenshot({ path: screenshotPath('planner-13-saved-plans-empty'), fullPage: true });

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'Search for Plans' })).toBeVisible();
  });

  test("a search the server refuses reads 'Failed to fetch saved plans'", async ({ page }) => {
    await page.goto('/saved-plans');
    await page.getByLabel('Team ID').fill('-5');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch saved plans' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Team ID must be 1 or more');
    await page.screenshot({ path: screenshotPath('planner-14-saved-plans-error'), fullPage: true });
  });
});
