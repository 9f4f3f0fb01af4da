import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Player } from '@draftroom/contracts';
import { filterPickerPlayers, infoDialogGameweeks, priceBounds, squadCost, xptsIn } from '@draftroom/domain';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';
import { cheapSquad, expectToast, realData, uniqueSuffix } from './drafts-helpers';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

async function saveDraft(request: APIRequestContext, name: string, squad: Player[]) {
  const res = await request.post('/api/save-draft', { data: { name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) } });
  expect(res.status()).toBe(201);
}

test('the picker filters, sorts and explains players as the rules of spec 2.2 and 4 say', async ({ page, request }) => {
  const { players, season } = await realData(request);
  await page.goto('/build');
  const count = page.locator('.builder-picker__head .dt-muted');
  await expect(count).toHaveText(`${players.length} players`);
  const all = page.getByRole('group', { name: 'Positions' }).getByRole('button', { name: 'ALL' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');

  // Positions: choosing one leaves ALL, un-choosing the last goes back to ALL.
  await page.getByRole('button', { name: 'GK', exact: true }).click();
  await page.getByRole('button', { name: 'FWD', exact: true }).click();
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(count).toHaveText(`${players.filter((p) => p.position === 1 || p.position === 4).length} players`);
  await page.getByRole('button', { name: 'GK', exact: true }).click();
  await page.getByRole('button', { name: 'FWD', exact: true }).click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');

  // Max Price: step 0.1 between the bounds of the data; Team; Sort By.
  const bounds = priceBounds(players);
  const slider = page.getByRole('slider');
  await expect(slider).toHaveAttribute('min', String(bounds.min));
  await expect(slider).toHaveAttribute('max', String(bounds.max));
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('ArrowRight');
  const maxPrice = bounds.min + 1.5;
  const arsenal = players.find((p) => p.teamShortName === 'ARS')!;
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: arsenal.teamName });
  await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Name A-Z' });
  const expected = filterPickerPlayers(players, { search: '', positions: [], maxPrice, team: arsenal.team, sort: 'name_asc' });
  await expect(count).toHaveText(expected.length === 1 ? '1 player' : `${expected.length} players`);
  if (expected.length > 0) await expect(page.locator('.builder-picker .dr-player-row__name').first()).toHaveText(expected[0].web_name);
  await page.getByRole('searchbox', { name: 'Search players...' }).fill('zzzz no such player');
  await expect(page.getByText('No players found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(count).toHaveText(`${players.length} players`);
  await expect(slider).toHaveValue(String(bounds.max));

  // The info dialog: club, price, points, and up to six coming gameweeks with xPts and opponents.
  const top = filterPickerPlayers(players, { search: '', positions: [], maxPrice: bounds.max, team: null, sort: 'points_desc' })[0];
  await page.getByRole('button', { name: `About ${top.web_name}` }).click();
  const info = page.getByRole('dialog', { name: top.web_name });
  await expect(info).toContainText(top.teamName);
  const weeks = infoDialogGameweeks(top, season.planningFrom);
  await expect(info.locator('.dt-xpts-fixtures__gw')).toHaveText(weeks.map((gw) => `GW${gw}`));
  await expect(info.locator('.dt-xpts-fixtures__xpts').first()).toHaveText(xptsIn(top, weeks[0]).toFixed(2));
  await expect(info.locator('.dr-fdr').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('drafts-build-info-dialog') });
  await info.getByRole('button', { name: 'Add to Draft' }).click();
  await expectToast(page, 'Player selected', `${top.web_name} added to your squad`);
});

test("the builder shows 'Failed to Load Player Data' when the player list cannot be fetched", async ({ page }) => {
  await page.route('**/api/players', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/build');
  await expect(page.getByRole('heading', { name: 'Failed to Load Player Data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('drafts-build-players-failed'), fullPage: true });
});

test('the builder says the player data is still loading while the stats service imports (503)', async ({ page }) => {
  await page.route('**/api/players', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/build');
  await expect(page.getByText('Player data is still loading. This page will update by itself in a few seconds.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Failed to Load Player Data' })).toHaveCount(0);
});

test('the ownership screen filters, toggles periods, pages by 40 and reports failures', async ({ page, request }) => {
  const { players } = await realData(request);
  await page.goto('/selected-by');
  await expect(page.getByText(`Showing 1 to 40 of ${players.length} players`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('today');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByText(`Showing 41 to 80 of ${players.length} players`)).toBeVisible();

  // columns, not a filter (issue 31): ticked boxes under "Columns shown"
  const periods = page.getByRole('group', { name: 'Columns shown' });
  await periods.getByRole('checkbox', { name: 'Today %' }).click();
  await periods.getByRole('checkbox', { name: 'Last Week %' }).click();
  // the last one stays on: ticked, and it cannot be unticked
  await expect(periods.getByRole('checkbox', { name: 'All Time %' })).toBeChecked();
  await expect(periods.getByRole('checkbox', { name: 'All Time %' })).toBeDisabled();
  await expect(page.getByRole('columnheader')).toHaveText(['Player', 'Official FPL %', 'All Time %']);

  await page.getByRole('button', { name: 'GKP', exact: true }).click();
  const keepers = players.filter((p) => p.position === 1).length;
  await expect(page.getByText(`Showing 1 to ${Math.min(40, keepers)} of ${keepers} players`)).toBeVisible();
  await expect(page.locator('.ownership-table__meta').first()).toContainText('GKP');
  await page.getByRole('searchbox', { name: 'Search players...' }).fill('zzzz');
  await expect(page.getByText('No players found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page.getByRole('columnheader')).toHaveText(['Player', 'Official FPL %', 'Today %', 'Last Week %', 'All Time %']);
  await page.screenshot({ path: screenshotPath('drafts-selected-by'), fullPage: true });

  await page.route('**/api/selected-by?period=last_week*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Error: Failed to fetch selected by data')).toBeVisible();
});

test('a season prediction is submitted through the form and listed', async ({ page, request }) => {
  const { players } = await realData(request);
  const keeper = players.filter((p) => p.position === 1).sort((a, b) => b.totalPoints - a.totalPoints)[0];
  const striker = players.filter((p) => p.position === 4).sort((a, b) => b.totalPoints - a.totalPoints)[0];
  const username = `Seer ${uniqueSuffix()}`;
  await page.goto('/all-predictions');
  await page.getByRole('button', { name: 'Make a Prediction' }).click();
  const form = page.getByRole('dialog', { name: 'Make a Prediction' });
  await form.getByRole('button', { name: 'Submit Prediction' }).click();
  await expectToast(page, 'Check your prediction', 'Username required');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('combobox', { name: 'Top Goalkeeper' }).fill(keeper.name);
  await form.getByRole('option', { name: new RegExp(keeper.web_name) }).first().click();
  await form.getByRole('spinbutton').first().fill('150');
  await form.getByRole('combobox', { name: 'Most Goals' }).fill(striker.name);
  await form.getByRole('option', { name: new RegExp(striker.web_name) }).first().click();
  await form.locator('.prediction-form__row', { hasText: 'Most Goals' }).getByRole('spinbutton').fill('27');
  await page.screenshot({ path: screenshotPath('drafts-predictions-form') });
  await form.getByRole('button', { name: 'Submit Prediction' }).click();
  await expectToast(page, 'Prediction saved');
  await page.getByRole('searchbox', { name: 'Search by username...' }).fill(username.toUpperCase());
  await page.getByRole('button', { name: new RegExp(username) }).click();
  const card = page.locator('.prediction-card', { hasText: username });
  await expect(card.locator('.prediction-pick', { hasText: 'Top Goalkeeper' })).toContainText(`${keeper.web_name}150 pts`);
  await expect(card.locator('.prediction-pick', { hasText: 'Most Goals' })).toContainText(`${striker.web_name}27`);
  await expect(card.locator('.prediction-pick', { hasText: 'Top Defender' })).toContainText('No selection');
  await page.screenshot({ path: screenshotPath('drafts-predictions'), fullPage: true });
  await page.getByRole('searchbox', { name: 'Search by username...' }).fill(`nobody ${uniqueSuffix()}`);
  await expect(page.getByText('No predictions found matching your search')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every draft-tools screen fits a narrow screen', async ({ page, request }) => {
    const { players } = await realData(request);
    const suffix = uniqueSuffix();
    await saveDraft(request, `Phone A ${suffix}`, cheapSquad(players));
    await saveDraft(request, `Phone B ${suffix}`, cheapSquad(players.filter((p) => p.position !== 3 || p.price > 5)));
    // Nothing scrolls the whole page sideways, and every pitch, card and open dialog fits the width.
    const noHorizontalScroll = async () => {
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth + 1')).toBe(true);
      const wide = await page.evaluate<string[]>(`Array.from(document.querySelectorAll('.dr-pitch, .dr-bench, .dr-card, .draft-card, dialog[open]'))
        .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1))
        .map(({ name, box }) => name + ' ' + Math.round(box.left) + '..' + Math.round(box.right))`);
      expect(wide).toEqual([]);
    };

    await page.goto('/build');
    await page.getByRole('button', { name: /^Add .+ to Draft$/ }).first().click();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-build'), fullPage: true });
    await page.getByRole('button', { name: 'Add DEF' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Select Defender' })).toBeVisible();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-build-slot-dialog') });
    await page.keyboard.press('Escape');

    await page.goto('/all-drafts');
    await page.getByRole('searchbox', { name: 'Search drafts by name' }).fill(suffix);
    await page.getByRole('article', { name: `Phone A ${suffix}` }).getByRole('button', { name: 'View Squad' }).click();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-all-drafts'), fullPage: true });

    await page.goto('/compare');
    await page.getByRole('region', { name: 'First Draft' }).getByRole('searchbox').fill(`Phone A ${suffix}`);
    await page.getByRole('region', { name: 'First Draft' }).getByRole('button', { name: new RegExp(`Phone A ${suffix}`) }).click();
    await page.getByRole('region', { name: 'Second Draft' }).getByRole('searchbox').fill(`Phone B ${suffix}`);
    await page.getByRole('region', { name: 'Second Draft' }).getByRole('button', { name: new RegExp(`Phone B ${suffix}`) }).click();
    await expect(page.getByText(/^Common Players/)).toBeVisible();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-compare'), fullPage: true });

    await page.goto('/rate-team');
    await page.getByRole('searchbox', { name: 'Search draft by name...' }).fill(`phone a ${suffix}`);
    await page.getByRole('button', { name: new RegExp(`Phone A ${suffix}`) }).click();
    await expect(page.getByRole('region', { name: 'Draft Rating' })).toBeVisible();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-rate-team'), fullPage: true });
    await page.getByRole('group', { name: `Phone A ${suffix} lineup` }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noHorizontalScroll();
    await page.keyboard.press('Escape');

    await page.goto('/selected-by');
    await expect(page.getByText(/^Showing 1 to 40 of/)).toBeVisible();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-selected-by'), fullPage: true });

    await page.goto('/all-predictions');
    await expect(page.getByRole('heading', { level: 1, name: 'All Predictions' })).toBeVisible();
    await noHorizontalScroll();
    await page.screenshot({ path: screenshotPath('drafts-mobile-predictions'), fullPage: true });
    await page.getByRole('button', { name: 'Make a Prediction' }).click();
    await expect(page.getByRole('dialog', { name: 'Make a Prediction' })).toBeVisible();
    await noHorizontalScroll();
  });
});
