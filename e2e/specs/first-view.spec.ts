import { expect, test, type Page } from '@playwright/test';

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

  test('/xpts arrives with the table of the next gameweek, drawn with the current data by the stats service (decision 163)', async ({ page, request }) => {
    const season = await (await request.get('/api/season')).json() as { planningFrom: number };
    const players = await (await request.get('/api/players')).json() as Array<Record<string, number | string>>;
    const gw = `xptsGW${season.planningFrom}`;
    const projected = players.filter((p) => typeof p[gw] === 'number').sort((a, b) => Number(b[gw]) - Number(a[gw]));
    await page.goto('/xpts');
    await expect(page.getByRole('heading', { level: 1, name: 'Expected Points' })).toHaveCount(1);
    await expect(page.getByText(`Only players with xPts data are shown · sorted by GW${season.planningFrom} xPts`)).toBeVisible();
    await expect(page.getByLabel('Gameweek')).toBeEnabled();
    await expect(page.getByLabel('Gameweek').locator('option:checked')).toHaveText(`GW ${season.planningFrom}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Expected Points Data \(\d+ players\)$/);
    await expect(page.locator('tbody tr')).toHaveCount(25);
    await expect(page.locator('tbody .st-player__name').first()).toHaveText(String(projected[0].web_name));
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText('Loading Stats...')).toHaveCount(0);
  });

  test('/xpts on a phone arrives with the pager the live page draws there, three page buttons (decision 166)', async ({ page }) => {
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await page.goto('/xpts');
    await expect(pager.getByRole('button', { name: /^\d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(pager.getByRole('button', { name: /^\d+$/ })).toHaveText(['1', '2', '3']);
  });

  test('/ is the Team Manager; an unknown path gets no page header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Manager' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

/** Holds the requests for `url` back, so there is time to use what the HTML brought; returns the release. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const holdRemoteEntry = (page: Page, folder: string) => holdRequests(page, `**/remotes/${folder}/remoteEntry.js`);

// Without /app-config.json the shell never starts React: the first view stays, served by main.js alone.
const holdShellStart = (page: Page) => holdRequests(page, '**/app-config.json');

test('a Team ID typed before the page\'s code has run is still there, focused, once it has', async ({ page }) => {
  const release = await holdRemoteEntry(page, 'mf-team-manager');
  await page.goto('/team-manager', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('FPL Team ID').pressSequentially('1001');
  release();
  await expect(page.getByRole('button', { name: 'Load Team' })).toBeEnabled();
  await expect(page.getByLabel('FPL Team ID')).toHaveValue('1001');
  await expect(page.getByLabel('FPL Team ID')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Load your FPL team' })).toHaveCount(1);
});

test('a search typed into /xpts before its code has run filters the table once it has', async ({ page }) => {
  const release = await holdRemoteEntry(page, 'mf-stats');
  await page.goto('/xpts', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search').pressSequentially('Salah');
  // Past the shell's usual 400 ms wait for the page's code: the page its remote drew stays on
  // screen, not swapped for the shell's loading state.
  await page.waitForTimeout(600);
  await expect(page.getByText('Loading Stats...')).toHaveCount(0);
  await expect(page.getByLabel('Search')).toHaveValue('Salah');
  release();
  await expect(page.getByLabel('Gameweek')).toBeEnabled();
  await expect(page.getByLabel('Search')).toHaveValue('Salah');
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page.locator('tbody .st-player__name').first()).toContainText('Salah');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the live /xpts draws over the table that came with the HTML without a loading state between, its data held back', async ({ page }) => {
  // Every loading state the page shows, however briefly, is noted.
  // (Browser code as text: this project's e2e specs are compiled without the DOM's types.)
  await page.addInitScript({
    content: `window.__loadingSeen = [];
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) window.__loadingSeen.push(status.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });
  const release = await holdRequests(page, '**/api/gameweek-points');
  await page.goto('/xpts', { waitUntil: 'domcontentloaded' });
  const drawn = await page.locator('tbody tr').first().textContent();
  // The page's code is here long before the held answer: the shell waits for it (bootstrap.tsx).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/mf-stats/remoteEntry.js')));
  await page.waitForTimeout(500);
  await expect(page.locator('template[data-remote-first-view]')).toHaveCount(1);
  release();
  // React has replaced the first view (the mark is gone) with the same table.
  await expect(page.locator('template[data-remote-first-view]')).toHaveCount(0);
  await expect(page.locator('tbody tr').first()).toHaveText(drawn ?? 'no row drawn');
  const seen = await page.evaluate<string[]>('window.__loadingSeen');
  expect(seen.filter((text) => text.includes('Loading'))).toEqual([]);
});

test.describe('/xpts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every frame that paints the table, drawn or live, shows its sorted column (decision 167)', async ({ page }) => {
    // What each frame paints, read in a ResizeObserver callback: those run after the frame's
    // animation-frame callbacks and layout, just before its paint (a hidden element changes
    // size in each frame to get one). Browser code as text: no DOM types in these specs.
    await page.addInitScript({
      content: `window.__framesSeen = [];
        const probe = document.createElement('i');
        probe.style.cssText = 'position:fixed;top:0;left:0;height:1px;visibility:hidden';
        let n = 0;
        const observer = new ResizeObserver(() => {
          const box = document.querySelector('.dr-table-wrap');
          const th = box && box.querySelector('thead th.dr-table__cell--sorted');
          if (th) {
            const from = box.scrollLeft + box.querySelector('thead th.dr-table__cell--sticky').offsetWidth;
            window.__framesSeen.push({
              drawn: !!document.querySelector('#root template[data-remote-first-view]'),
              inView: th.offsetLeft >= from && th.offsetLeft + th.offsetWidth <= box.scrollLeft + box.clientWidth,
            });
          }
          if (performance.now() < 4000) requestAnimationFrame(frame);
        });
        const frame = () => {
          if (!probe.isConnected) { document.documentElement.appendChild(probe); observer.observe(probe); }
          n += 1;
          probe.style.width = (1 + (n % 2)) + 'px';
        };
        requestAnimationFrame(frame);`,
    });
    await page.goto('/xpts');
    await expect(page.locator('template[data-remote-first-view]')).toHaveCount(0); // the live page took over
    await page.waitForTimeout(300); // a few of its frames
    const frames = await page.evaluate<{ drawn: boolean; inView: boolean }[]>('window.__framesSeen');
    expect(frames.some((f) => f.drawn)).toBe(true);
    expect(frames.some((f) => !f.drawn)).toBe(true);
    expect(frames.filter((f) => !f.inView)).toEqual([]);
    // Not vacuous: the sorted column (the next gameweek's) is out of a phone's first view unscrolled.
    await expect(page.locator('thead th.dr-table__cell--sorted')).toContainText(/GW\d+/);
    expect(await page.evaluate<number>(`document.querySelector('.dr-table-wrap').scrollLeft`)).toBeGreaterThan(100);
  });
});

test('the page\'s first data is asked for by the HTML, once: the shell\'s early fetch takes that answer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/xpts');
  await expect(page.locator('tbody .st-player__name').first()).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="fetch"][href="/api/players"]')).toHaveCount(1);
  expect(asked.filter((path) => path === '/api/players')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/gameweek-points')).toHaveLength(1);
});

test('the live page takes over the first view without a second header', async ({ page }) => {
  await page.goto('/playerstats2526');
  await expect(page.getByText('Loading Stats...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
});

test.describe('the nav bar in the first view, before the shell has taken over', () => {
  test('opens its menus, and its links go to their pages', async ({ page }) => {
    await holdShellStart(page);
    await page.goto('/xpts', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await page.getByRole('link', { name: 'How good are our xPts?' }).click();
    await expect(page).toHaveURL(/\/xpts-accuracy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How good are our xPts?' })).toBeVisible();
  });

  test('works from the page\'s own small script, before main.js has even arrived', async ({ page }) => {
    await holdRequests(page, '**/main.*.js');
    // The parse never ends (the deferred main.js does not come): wait for the nav script itself.
    await page.goto('/fdr', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__draftroomFirstViewNav' in globalThis);
    await page.getByRole('button', { name: 'Team Manager' }).click();
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Team Manager' })).toBeFocused();
  });

  test('on a phone: what the hamburger opened is still open, and focused, once the shell has taken over', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdShellStart(page);
    await page.goto('/playerstats2526', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Team Manager' }).click();
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Team Manager' })).toBeFocused();
    release();
    await expect(page.getByText('Loading Stats...')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Team Manager' })).toBeFocused();
    // The live bar answers alone: one tap, one toggle.
    await page.getByRole('button', { name: 'Team Manager' }).click();
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeHidden();
  });
});
