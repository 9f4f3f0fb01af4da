import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

test.describe('How good are our xPts? (/xpts-accuracy)', () => {
  test('is in the nav and shows our xPts beside the official forecast, with charts readable by keyboard', async ({ page }) => {
    // The figures are computed after the first projection; wait for them like a returning visitor would.
    await expect.poll(async () => (await page.request.get('/api/xpts-accuracy')).status(), { timeout: 120_000 }).toBe(200);

    await page.goto('/xpts');
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await page.getByRole('link', { name: 'How good are our xPts?' }).click();
    await expect(page).toHaveURL(/\/xpts-accuracy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How good are our xPts?' })).toBeVisible();

    // The clock is pinned at GW4 in the e2e stack, so 2024/25 is the season with figures.
    await expect(page.getByRole('button', { name: '2024/25' })).toHaveAttribute('aria-pressed', 'true');
    const headline = page.getByText(/Our xPts missed by [\d.]+ points on average, the official forecast by [\d.]+\./);
    await expect(headline).toBeVisible();
    const [ours, official] = [...((await headline.textContent()) ?? '').matchAll(/by (\d+\.\d+)/g)].map((m) => Number(m[1]));
    expect(ours).toBeLessThan(official);

    const charts = page.getByRole('img', { name: /Average error per gameweek|Calibration/ });
    await expect(charts).toHaveCount(2);

    // The first chart's data: reached and opened with the keyboard.
    const toggle = page.getByText('Show the data as a table').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const perGameweek = page.getByRole('table', { name: 'Mean absolute error per gameweek, 1 gameweek ahead' });
    await expect(perGameweek).toBeVisible();
    expect(await perGameweek.locator('tbody tr').count()).toBeGreaterThan(25);

    const metrics = page.getByRole('table', { name: /Next gameweek/ });
    await expect(metrics.getByRole('row', { name: /Official forecast/ }).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('stats-xpts-accuracy'), fullPage: true });
  });
});
