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

  test('a flagged player shows his chance of playing and the news in the xPts table, and can be hidden', async ({ page }) => {
    const { planningFrom } = await (await page.request.get('/api/season')).json();
    const players: Array<{ web_name: string; status: string; chanceOfPlaying: number | null; news: string; [k: string]: unknown }> =
      await (await page.request.get('/api/players')).json();
    // A doubtful player with xPts next gameweek, and one ruled out with xPts later on.
    const doubtful = players.find((p) => p.status === 'd' && (p.chanceOfPlaying ?? 100) > 0 && Number(p[`xptsGW${planningFrom}`] ?? 0) > 0)!;
    expect(doubtful).toBeDefined();
    await page.goto('/xpts');
    await page.getByLabel('Search').fill(doubtful.web_name);
    const flag = page.getByRole('button', { name: new RegExp(`${doubtful.chanceOfPlaying}% chance of playing`) }).first();
    await expect(flag).toHaveText(`${doubtful.chanceOfPlaying}%`);
    await flag.focus();
    await expect(page.getByRole('tooltip')).toContainText(doubtful.news);

    // Over a range a player the game rules out can still have later xPts; "Hide unavailable players" leaves him out.
    const { nextGameweeks } = await (await page.request.get('/api/season')).json();
    const injured = players.find((p) => p.chanceOfPlaying === 0 && nextGameweeks.some((gw: number) => Number(p[`xptsGW${gw}`] ?? 0) > 0))!;
    expect(injured).toBeDefined();
    await page.getByLabel('Gameweek').selectOption('range');
    await page.getByLabel('Search').fill(injured.web_name);
    await expect(page.locator('tbody .dr-flag--unavailable').first()).toHaveText('0%');
    await page.getByLabel('Hide unavailable players').check();
    await expect(page.locator('tbody .dr-flag--unavailable')).toHaveCount(0);
  });
});
