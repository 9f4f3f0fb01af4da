import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '@draftroom/contracts';
import { squadCost } from '@draftroom/domain';
import { layoutProblems } from '../support/layout-checks';
import { requestsAnswered, trackRequests } from '../support/requests-answered';
import { cheapSquad, planSquad, realData, uniqueSuffix } from './drafts-helpers';

/**
 * Issue 31's guard: every route and the main dialogs and states, at a phone's 390x844 and a
 * laptop's 1280x900 (the stats pages' player dialog among them, with its chart drawn), fail on sideways page scroll, clipped text, a name broken inside a word, a
 * chart series outside its plot area (support/layout-checks.ts), and on serious or critical axe
 * violations. All of a state's problems are listed at once (soft), so one run says everything.
 * Its route tests are the smoke test of every documented route as well (smoke.spec.ts keeps the rest).
 * LAYOUT_SHOTS_DIR=/some/dir saves a full-page screenshot of each state there, for a person to look at.
 */
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
] as const;
const shots = process.env.LAYOUT_SHOTS_DIR;
/** The recorded-fixture server's port (support/stack.mjs). */
const FIXTURE_PORT = Number(process.env.E2E_PORT_BASE ?? 18000) + 199;
if (shots) mkdirSync(shots, { recursive: true });

async function settled(page: Page) {
  await page.waitForLoadState('load');
  await requestsAnswered(page);
  await expect(page.locator('.dr-state--loading')).toHaveCount(0, { timeout: 30_000 });
}

async function expectLooksRight(page: Page, state: string) {
  await settled(page);
  if (shots) await page.screenshot({ path: join(shots, `${state}.png`), fullPage: true });
  // Legacy mode runs axe.run in the page itself. The default mode opens a blank page to merge each
  // frame's partial results, injecting axe's half-megabyte source there too; our pages have no
  // frames to merge, and that round trip cost more than the audit (same violations either way).
  // resultTypes: every violating node is still reported, but passes and the rest keep one node
  // each, so axe does not describe (selector, HTML) every node that passed, nor send them here.
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.id} (${v.impact}): ${v.help}; ${v.nodes.length}x, first ${v.nodes[0]?.target.join(' ')}`);
  expect.soft([...(await layoutProblems(page)), ...serious], state).toEqual([]);
}

async function loadTeam(page: Page, teamId: string) {
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill(teamId);
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team Selection' })).toBeVisible();
}

// The states are independent of each other: they may run side by side.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ page }) => trackRequests(page));

// Two saved drafts (of this worker), so All Drafts and Compare have cards and squads to show.
const suffix = uniqueSuffix();
const DRAFTS = [`Guard draft A ${suffix}`, `Guard draft B ${suffix}`] as const;
test.beforeAll(async ({ request }) => {
  const { players } = await realData(request);
  const squads = [cheapSquad(players), planSquad(players).order];
  for (const [i, name] of DRAFTS.entries()) {
    const saved = await request.post('/api/save-draft', {
      data: { name, selectedPlayers: squads[i].map((p) => p.id), totalCost: squadCost(squads[i]) },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // Each route is a test of its own: axe on a long page takes a while on a busy machine. It is
    // also the smoke test of every documented route through the gateway: its heading, the main
    // navigation, the page itself (not its area's loading state) and no error in the console.
    for (const route of [...PAGE_ROUTES, { path: '/no-such-page', title: undefined }]) {
      test(`route ${route.path}`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        if (route.path === '/xpts-accuracy') {
          // The figures are computed after the first projection (stats-xpts-accuracy.spec.ts).
          await expect.poll(async () => (await request.get('/api/xpts-accuracy')).status(), { timeout: 120_000 }).toBe(200);
        }
        await page.goto(route.path);
        if (route.title) await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
        else await expect(page.getByText('404 Page Not Found')).toBeVisible();
        // A phone has the main navigation behind a button.
        const navigation = viewport.width < 768 ? page.getByRole('button', { name: 'Open navigation' }) : page.getByRole('navigation', { name: 'Main' });
        await expect(navigation).toBeVisible();
        await expect(page.getByText(/^Loading (Team Manager|Draft tools|Stats)\.\.\.$/)).toHaveCount(0);
        if (route.path === '/xpts-accuracy') await expect(page.getByRole('img', { name: /^Average error per gameweek/ })).toBeVisible();
        await expectLooksRight(page, `${viewport.name}-route${route.path.replaceAll('/', '-')}`);
        expect(errors).toEqual([]);
      });
    }

    test('Team Manager: loaded team, player dialog, Save Plan dialog, solver result', async ({ page }) => {
      test.setTimeout(360_000);
      await loadTeam(page, '1001');
      await expectLooksRight(page, `${viewport.name}-tm-loaded`);

      await page.locator('.tm-selection .dr-pitch-player__main').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-tm-player-dialog`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expect(page.getByRole('dialog', { name: 'Save Plan' })).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-tm-save-plan-dialog`);
      await page.keyboard.press('Escape');

      const panel = page.getByRole('region', { name: 'Suggest transfers' });
      await panel.getByLabel('Gameweeks to plan').selectOption('1');
      await panel.getByRole('button', { name: 'Suggest transfers' }).click();
      await expect(panel.getByRole('heading', { name: /^Suggested plan/ })).toBeVisible({ timeout: 120_000 });
      await expectLooksRight(page, `${viewport.name}-tm-solver-result`);
    });

    test('Player Stats: the player dialog with its points chart', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/playerstats2526');
      await page.getByRole('button', { name: 'Haaland' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erling Haaland' });
      // The chart is drawn once its late chunk arrives (decision 221): judge it drawn, not loading.
      await expect(dialog.getByRole('img', { name: /^Points by gameweek/ }).locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByRole('region', { name: /xPts by part, per gameweek/ })).toBeVisible({ timeout: 30_000 });
      await expectLooksRight(page, `${viewport.name}-stats-player-dialog`);
    });

    test('Team Manager: an unknown team', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('FPL Team ID').fill('4040');
      await page.getByRole('button', { name: 'Load Team' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load team data' })).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-tm-unknown-team`);
    });

    // The pitch labels with price and xPts (issue 31 P4), the text of which once ran out of its box.
    test('All Drafts with a squad shown, and Compare with two squads', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/all-drafts');
      await page.getByRole('searchbox', { name: 'Search drafts by name' }).fill(DRAFTS[0]);
      await page.getByRole('article', { name: DRAFTS[0] }).getByRole('button', { name: 'View Squad' }).click();
      await expect(page.getByRole('group', { name: `${DRAFTS[0]} on the pitch` })).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-all-drafts-squad`);

      await page.goto('/compare');
      for (const [side, name] of [['First Draft', DRAFTS[0]], ['Second Draft', DRAFTS[1]]] as const) {
        await page.getByRole('region', { name: side }).getByRole('searchbox').fill(name);
        await page.getByRole('region', { name: side }).getByRole('button', { name: new RegExp(name) }).click();
      }
      await expect(page.getByText(/^Common Players/)).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-compare-squads`);
    });

    test('Builder with a full squad, and its Save Draft dialog', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { players } = await realData(request);
      const ids = cheapSquad(players).map((p) => p.id);
      await page.addInitScript((squad) => localStorage.setItem('draftroom:builder-squad', JSON.stringify(squad)), ids);
      await page.goto('/build');
      await expect(page.getByText('15/15')).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-build-full`);
      await page.getByRole('button', { name: 'Save Draft' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Save Draft' })).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-build-save-dialog`);
    });
  });
}

// Outside the viewport loop: the recorded-fixture server has one outage switch for everybody, so
// the two viewports' runs side by side would end each other's outage in their `finally`.
test('Team Manager while the official site is not answering, at both sizes', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The recorded-fixture server fails every request for team 4041 (no other spec uses it).
  const control = (mode: string) => request.post(`http://127.0.0.1:${FIXTURE_PORT}/__control/mode?mode=${mode}&path=/api/entry/4041/`);
  await control('error');
  try {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await page.getByLabel('FPL Team ID').fill('4041');
      await page.getByRole('button', { name: 'Load Team' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load team data' })).toBeVisible();
      await expectLooksRight(page, `${viewport.name}-tm-official-site-down`);
      await expect(page.getByTestId('team-load-cause')).toHaveText('The official FPL site is not answering, so your team ID may be fine.');
      await expect(page.getByRole('button', { name: 'Start from a saved draft' })).toBeVisible();
    }
  } finally {
    await control('normal');
  }
});
