import { expect, test } from '@playwright/test';

/**
 * Decision 156: a page's nav bar and header come with its HTML, drawn before any script runs.
 * With JavaScript off, what is on screen is exactly what the gateway sent.
 */
test.describe('first view, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('/all-drafts arrives with its header, the nav bar marking it, and a loading state', async ({ page }) => {
    await page.goto('/all-drafts');
    await expect(page).toHaveTitle('All Drafts - Browse and vote for saved FPL drafts · Draftroom');
    await expect(page.getByRole('heading', { level: 1, name: 'All Drafts - Browse and vote for saved FPL drafts' })).toBeVisible();
    await expect(page.getByText('Search saved squads, see how other managers rate them, and vote them up or down.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('a[aria-current="page"]')).toHaveAttribute('href', '/all-drafts');
    await expect(page.getByRole('status')).toHaveText('Loading Draft tools...');
    // Styled: the shell's stylesheet is applied by the HTML itself, not by a script.
    await expect(page.locator('header.dr-nav')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('/ is the Team Manager; an unknown path gets no page header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Manager' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('the live page takes over the first view without a second header', async ({ page }) => {
  await page.goto('/playerstats2526');
  await expect(page.getByText('Loading Stats...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
});
