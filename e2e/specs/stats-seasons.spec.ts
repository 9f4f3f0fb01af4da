import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { SeasonStatsRow2526, SeasonSummary, Team } from '@draftroom/contracts';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

// Issue 32: a season the spec never named, through the real gateway, shell and remote. Until the
// stats service lists seasons (GET /api/seasons) and serves 2026/27, the browser is given them: the
// list with 2026/27 current, and 2026/27's totals made from 2025/26's with a promoted club, WRX.
const summary = (season: string, current: boolean, columns: SeasonSummary['columns']): SeasonSummary => {
  const digits = `${season.slice(2, 4)}${season.slice(5)}`;
  return {
    season, label: `${digits.slice(0, 2)}/${digits.slice(2)}`, current, statsPath: `/playerstats${digits}`,
    statsApi: season === '2024-25' ? '/api/season-stats' : `/api/season-stats-${digits}`,
    gameweeksApi: season === '2024-25' ? '/api/player-gw-data' : `/api/player-gw-data-${digits}`, columns, lastFinishedGameweek: current ? 3 : 38,
  };
};
const SEASONS = [summary('2024-25', false, 'match-stats'), summary('2025-26', false, 'fpl'), summary('2026-27', true, 'fpl')];
const PROMOTED: Team = { id: 21, code: 990, name: 'Wrexham', short_name: 'WRX' };

/** GET /api/teams as the service answers it, with the promoted club after the 20. */
const addPromotedClub = (page: Page) =>
  page.route('**/api/teams', async (route) => route.fulfill({ json: [...(await (await route.fetch()).json()) as Team[], PROMOTED] }));

async function serveNewSeason(page: Page) {
  await page.route('**/api/seasons', (route) => route.fulfill({ json: SEASONS }));
  await addPromotedClub(page);
  await page.route('**/api/season-stats-2627', async (route) => {
    const rows = (await (await route.fetch({ url: route.request().url().replace('2627', '2526') })).json()) as SeasonStatsRow2526[];
    // The three highest scorers play for the promoted club this season.
    const top = [...rows].sort((a, b) => b.points - a.points).slice(0, 3).map((r) => r.player_id);
    await route.fulfill({ json: rows.map((r) => (top.includes(r.player_id) ? { ...r, team_name: PROMOTED.short_name } : r)) });
  });
}

const seasonTable = (page: Page) => page.getByRole('table', { name: 'Season Stats' });

/**
 * The promoted club in the clubs and the fixtures: at home to club 1 in GW5, no match in GW6 (a
 * blank), two in GW7 (a double), then one a week, every one the easiest for it.
 */
async function servePromotedFixtures(page: Page) {
  await addPromotedClub(page);
  await page.route('**/api/fixtures', async (route) => {
    const fixtures = (await (await route.fetch()).json()) as Array<Record<string, unknown>>;
    const match = (id: number, gameweek: number, opponent: number) => ({
      id, gameweek, kickoff: '2026-09-01T14:00:00Z', homeTeam: PROMOTED.id, awayTeam: opponent, homeDifficulty: 1, awayDifficulty: 2,
      finished: false, homeScore: null, awayScore: null,
    });
    const promoted = [match(9001, 5, 1), match(9002, 7, 2), match(9003, 7, 3), match(9004, 8, 4), match(9005, 9, 5), match(9006, 10, 6)];
    await route.fulfill({ json: [...fixtures, ...promoted] });
  });
}

test.describe('a season the spec never named (issue 32)', () => {
  test("Player Stats leads to the current season's page, with the promoted club in its rows, filter and shirts", async ({ page }) => {
    await serveNewSeason(page);
    await page.goto('/fdr');
    const stats = page.getByRole('link', { name: 'Player Stats', exact: true });
    await expect(stats).toHaveAttribute('href', '/playerstats2627');
    await stats.click();
    await expect(page).toHaveURL(/\/playerstats2627$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 26/27' })).toBeVisible();
    await expect(page.getByText('The 2026/27 season so far.', { exact: false })).toBeVisible();
    const promoted = seasonTable(page).locator('tbody tr').filter({ hasText: 'WRX ·' });
    await expect(promoted).toHaveCount(3);
    // No shirt is drawn for WRX: it wears the generic kit, visible.
    const shirt = promoted.first().locator('img');
    await expect(shirt).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(shirt).toBeVisible();
    await expect(page.locator('#ps2627-team option', { hasText: 'WRX · Wrexham' })).toHaveCount(1);
    await expect(page).toHaveTitle('Player Stats 26/27 · Draftroom');
    await page.screenshot({ path: screenshotPath('seasons-2627-desktop') });

    // Last season stays a click away under DATA.
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await expect(page.getByRole('link', { name: 'Player Stats 25/26' })).toHaveAttribute('href', '/playerstats2526');
    await page.screenshot({ path: screenshotPath('seasons-2627-nav-desktop') });
  });

  test('on a phone: the page and the folded nav', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveNewSeason(page);
    await page.goto('/playerstats2627');
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 26/27' })).toBeVisible();
    await expect(seasonTable(page)).toBeVisible();
    await page.screenshot({ path: screenshotPath('seasons-2627-mobile') });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await expect(page.getByRole('link', { name: 'Player Stats 25/26' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('seasons-2627-nav-mobile') });
  });

  test('a season the data does not hold is the 404', async ({ page }) => {
    await serveNewSeason(page);
    await page.goto('/playerstats2728');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Draftroom');
  });

  test("without the season list, Player Stats is the spec's 25/26 and its page works", async ({ page }) => {
    await page.route('**/api/seasons', (route) => route.fulfill({ status: 503, headers: { 'retry-after': '5' }, json: { message: 'importing' } }));
    await page.goto('/');
    const stats = page.getByRole('link', { name: 'Player Stats', exact: true });
    await expect(stats).toHaveAttribute('href', '/playerstats2526');
    await stats.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Player Stats 25/26' })).toBeVisible();
    await expect(seasonTable(page).locator('tbody tr').first()).toBeVisible();
  });

  test('FDR, its Teams filter and Fixture Pairings show the promoted club from the data, blank and double included', async ({ page }) => {
    await servePromotedFixtures(page);
    await page.goto('/fdr');
    const matrix = page.getByRole('table', { name: 'FDR Matrix' });
    await expect(matrix.locator('tbody tr')).toHaveCount(21);
    const row = matrix.locator('tbody tr', { has: page.locator('.st-player__name', { hasText: /^WRX$/ }) });
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(row.locator('td').nth(3)).toHaveText('Blank');
    await expect(row.locator('td').nth(4)).toContainText('DGW');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('seasons-promoted-fdr') });
    await page.getByRole('button', { name: 'Teams: All' }).click();
    await expect(page.getByRole('group', { name: 'Teams' }).getByText('Wrexham (WRX)')).toBeVisible();

    await page.goto('/fixture-pairings');
    const pairings = page.getByRole('table', { name: 'Best team pairings' });
    await expect(pairings.locator('tbody tr').filter({ hasText: 'WRX +' }).or(pairings.locator('tbody tr').filter({ hasText: '+ WRX' })).first()).toBeVisible();
  });
});
