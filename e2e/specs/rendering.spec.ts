import { expect, test, type Page } from '@playwright/test';

/** Holds the requests for `url` back; returns the release. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('a route loads its code and its data side by side (the data router, decision 170)', () => {
  test("the page's first GETs leave before its remote's code is in, once each", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/xpts');
    await expect(page.locator('tbody .st-player__name').first()).toBeVisible();
    // (Browser code as text: this project's e2e specs are compiled without the DOM's types.)
    const timing = await page.evaluate<{ playersSent: number; entryIn: number }>(`(() => {
      const resources = performance.getEntriesByType('resource');
      const players = resources.find((r) => r.name.endsWith('/api/players'));
      const entry = resources.find((r) => r.name.endsWith('/remoteEntry.js'));
      return { playersSent: players ? players.startTime : NaN, entryIn: entry ? entry.responseEnd : NaN };
    })()`);
    expect(timing.playersSent).toBeLessThan(timing.entryIn);
    for (const path of ['/api/players', '/api/season', '/api/teams', '/api/gameweek-points']) {
      expect(asked.filter((p) => p === path), path).toHaveLength(1);
    }
  });

  test("the nav bar and the page's own header show while its data is on the way, then the page", async ({ page }) => {
    const release = await holdRequests(page, '**/api/season-stats-2526');
    await page.goto('/playerstats2526', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 25/26' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading Stats...');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    release();
    await expect(page.getByText('Loading Stats...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });

  test('a navigation keeps the page on screen until the next one can show, then shows it', async ({ page }) => {
    await page.goto('/fdr');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Difficulty Ratings' })).toBeVisible();
    const release = await holdRequests(page, '**/api/players');
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await page.getByRole('link', { name: 'xPts', exact: true }).click();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Difficulty Ratings' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Expected Points' })).toBeVisible();
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveTitle('Expected Points · Draftroom');
  });
});

test.describe('the menus are native popovers (spec 1: close on an outside click or on choosing an item)', () => {
  test('keyboard: ArrowDown opens on the first link, Escape closes and hands focus back to the button', async ({ page }) => {
    await page.goto('/fdr');
    const manager = page.getByRole('button', { name: 'Team Manager' });
    await manager.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Team Manager' })).toBeFocused();
    await expect(manager).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeHidden();
    await expect(manager).toHaveAttribute('aria-expanded', 'false');
    await expect(manager).toBeFocused();
    // Enter on the focused button opens it again, and one menu at a time is open.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Fixture Pairings' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the hamburger opens the links, a menu opens inside them, choosing a page closes both', async ({ page }) => {
      await page.goto('/playerstats2526');
      const hamburger = page.getByRole('button', { name: 'Open navigation' });
      await hamburger.click();
      await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'Preseason Tools' }).click();
      await expect(page.getByRole('link', { name: 'Fixture Pairings' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Player Stats', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'FDR' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fixture Difficulty Ratings' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Fixture Pairings' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
      // Escape closes the links again.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Player Stats', exact: true })).toBeHidden();
    });
  });
});
