import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

// Every documented route's heading, navigation and console are checked at both widths by
// layout-guard.spec.ts, beside its layout and accessibility checks.
test.describe('the gateway and the shell', () => {
  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.screenshot({ path: screenshotPath('smoke-404') });
  });

  test('a remote that fails to load shows its area\'s error with Retry; the rest keeps working', async ({ page }) => {
    let gone = true;
    await page.route('**/remotes/mf-stats/*/remoteEntry.js', (r) => (gone ? r.fulfill({ status: 404, body: 'gone' }) : r.continue()));
    await page.goto('/xpts');
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await expect(page.getByRole('alert')).toContainText('The Stats area is not available right now');
    await page.screenshot({ path: screenshotPath('smoke-remote-failure') });
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await page.getByRole('link', { name: 'Build', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create, rate and compare your FPL drafts' })).toBeVisible();
    await page.goBack();
    gone = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('tbody .st-player__name').first()).toBeVisible();
  });

  test('the gateway serves shirts, security headers and the API', async ({ request }) => {
    const shirt = await request.get('/shirts/ARS.png');
    expect(shirt.headers()['content-type']).toBe('image/png');
    const gk = await request.get('/shirts_gk/LIV.png');
    expect(gk.ok()).toBe(true);
    const page = await request.get('/build');
    expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
    const teams = await request.get('/api/teams');
    expect((await teams.json()).length).toBe(20);
  });
});
