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

  test('/team-manager arrives with the Team ID form its remote drew at build time (decision 160)', async ({ page }) => {
    for (const path of ['/team-manager', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Team Manager' })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: 'Load your FPL team' })).toBeVisible();
      await expect(page.getByLabel('FPL Team ID')).toBeEditable();
      await expect(page.getByRole('button', { name: 'Load Team' })).toBeDisabled();
      await expect(page.getByText('Loading Team Manager...')).toHaveCount(0);
      // Styled by the page's own stylesheet, which the fragment links.
      await expect(page.locator('.tm-start')).toHaveCSS('display', 'grid');
    }
    // A saved plan's link may open the plan instead of the form: the loading state.
    await page.goto('/team-manager?plan=1');
    await expect(page.getByRole('status')).toHaveText('Loading Team Manager...');
    await expect(page.getByLabel('FPL Team ID')).toHaveCount(0);
  });

  test('/ is the Team Manager; an unknown path gets no page header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Manager' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('a Team ID typed before the page\'s code has run is still there, focused, once it has', async ({ page }) => {
  // Hold the remote's entry back, so there is time to type into the form the HTML brought.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf-team-manager/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/team-manager', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('FPL Team ID').pressSequentially('1001');
  release();
  await expect(page.getByRole('button', { name: 'Load Team' })).toBeEnabled();
  await expect(page.getByLabel('FPL Team ID')).toHaveValue('1001');
  await expect(page.getByLabel('FPL Team ID')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Load your FPL team' })).toHaveCount(1);
});

test('the live page takes over the first view without a second header', async ({ page }) => {
  await page.goto('/playerstats2526');
  await expect(page.getByText('Loading Stats...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
});
