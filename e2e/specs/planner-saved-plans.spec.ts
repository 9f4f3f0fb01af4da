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

  test('a team ID that is not a number shows a hint and is never sent to the API', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/saved-plans') && searches.push(r.url()));
    await page.goto('/saved-plans');
    const teamId = page.getByLabel('Team ID');
    for (const typed of ['abc', '-5', '12.5']) {
      await teamId.fill(typed);
      await expect(page.getByRole('alert').filter({ hasText: 'Team ID must be' })).toBeVisible();
      await expect(teamId).toHaveAttribute('aria-invalid', 'true');
    }
    await page.waitForTimeout(700); // past the 400 ms debounce
    expect(searches).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Search for Plans' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('planner-14-saved-plans-bad-team-id'), fullPage: true });
    await teamId.fill('4040');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No plans found' })).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('teamId=4040');
  });

  test("a search that fails reads 'Failed to fetch saved plans'", async ({ page }) => {
    await page.route('**/api/saved-plans?*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'Plans are unavailable right now.' }) }));
    await page.goto('/saved-plans');
    await page.getByLabel('Team ID').fill('1001');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch saved plans' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Plans are unavailable right now.');
  });
});
