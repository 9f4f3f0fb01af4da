import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DraftSchema, type Player } from '@draftroom/contracts';
import { bestLineup, compareSquads, displayedRating, draftRatingParts, lineupPoints, ratingWindow, squadCost } from '@draftroom/domain';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';
import { addFromPicker, cheapSquad, dismissToast, expectToast, planSquad, realData, uniqueSuffix } from './drafts-helpers';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * The whole draft-tools journey on the real player list: build a legal 15 in the builder (seeing
 * each refusal of spec 5), save it, find it on All Drafts and vote, compare it with a second draft,
 * rate it, and see it counted on the ownership screen.
 */
test('build a full 15, save, vote, compare, rate and see it in ownership', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { players, season } = await realData(request);
  const plan = planSquad(players);
  const suffix = uniqueSuffix();
  const draftName = `E2E Gunners ${suffix}`;

  // --- Builder -------------------------------------------------------------------------------
  await page.goto('/build');
  await expect(page.getByRole('heading', { level: 2, name: 'Draft Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Squad' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Draft' }).first()).toBeDisabled();
  await page.screenshot({ path: screenshotPath('drafts-build-empty'), fullPage: true });

  const [first, second, third] = plan.order;
  for (const p of [first, second, third]) {
    await addFromPicker(page, p);
    await expectToast(page, 'Player selected', `${p.web_name} added to your squad`);
  }
  await expect(page.getByText('Suggested Captains')).toBeVisible();
  await addFromPicker(page, plan.club.fourth);
  await expectToast(page, 'Cannot select player', `Maximum players from ${plan.club.name} selected`);

  // The slot dialog dims the same player with the reason in a tooltip.
  await page.getByRole('button', { name: 'Add GK' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select Goalkeeper' });
  await dialog.getByRole('searchbox').fill(plan.club.fourth.name);
  const dimmed = dialog.locator(`[data-player-id="${plan.club.fourth.id}"]`);
  await expect(dimmed).toHaveClass(/is-dimmed/);
  await dimmed.hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Maximum players from ${plan.club.name} selected`);
  await page.screenshot({ path: screenshotPath('drafts-build-slot-dialog') });
  // The row is aria-disabled (so Playwright will not click it) but still answers, here by keyboard.
  await dimmed.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Cannot select player', `Maximum players from ${plan.club.name} selected`);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // The rest, keepers through the slot dialog, the others through the picker; the last one waits.
  const rest = plan.order.slice(3, 14);
  for (const p of rest) {
    if (p.position === 1) {
      await page.getByRole('button', { name: 'Add GK' }).first().click();
      const gk = page.getByRole('dialog', { name: 'Select Goalkeeper' });
      await gk.getByRole('searchbox', { name: 'Search GKs...' }).fill(p.name);
      await gk.locator(`[data-player-id="${p.id}"]`).click();
      await expect(gk).toBeHidden();
    } else {
      await addFromPicker(page, p);
    }
    await expectToast(page, 'Player selected', `${p.web_name} added to your squad`);
  }
  const thirdKeeper = players.find((p) => p.position === 1 && !plan.order.includes(p))!;
  await addFromPicker(page, thirdKeeper);
  await expectToast(page, 'Cannot select player', 'Maximum Goalkeepers selected');
  await addFromPicker(page, rest[0]);
  await expectToast(page, 'Cannot select player', 'Player already selected');
  await addFromPicker(page, plan.tooDear);
  await expectToast(page, 'Cannot select player', 'Exceeds budget limit');

  const last = plan.order[14];
  await addFromPicker(page, last);
  await expectToast(page, 'Player selected', `${last.web_name} added to your squad`);
  await expect(page.locator('.dt-tile', { hasText: 'Players Selected' })).toContainText('15/15');
  await expect(page.locator('.dt-tile', { hasText: 'Total Cost' })).toContainText('£100.0m');
  await expect(page.locator('.dt-tile', { hasText: 'Remaining' })).toContainText('£0.0m');
  await addFromPicker(page, plan.tooDear);
  await expectToast(page, 'Cannot select player', 'Squad is full');
  await dismissToast(page);
  await page.getByRole('searchbox', { name: 'Search players...' }).fill('');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: screenshotPath('drafts-build-full'), fullPage: true });

  // --- Save ----------------------------------------------------------------------------------
  await page.getByRole('button', { name: 'Save Draft' }).first().click();
  const save = page.getByRole('dialog', { name: 'Save Draft' });
  await expect(save).toContainText('15/15 players selected');
  await save.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft name required', 'Please enter a name for your draft.');
  await save.getByRole('textbox', { name: 'Draft Name' }).fill(`  ${draftName}  `);
  await page.screenshot({ path: screenshotPath('drafts-build-save-dialog') });
  await save.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Draft saved', `"${draftName}" is now on All Drafts.`);
  await expect(save).toBeHidden();
  // The same name again, in other letters' case: the server refuses and the builder shows why.
  await page.getByRole('button', { name: 'Save Draft' }).first().click();
  await save.getByRole('textbox', { name: 'Draft Name' }).fill(draftName.toUpperCase());
  await save.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Failed to save draft', `A draft called "${draftName.toUpperCase()}" already exists. Please choose another name.`);
  await save.getByRole('button', { name: 'Cancel' }).click();

  // A second draft, saved through the API, to compare with.
  const other = cheapSquad(players);
  const otherName = `E2E Bargains ${suffix}`;
  const saved = await request.post('/api/save-draft', { data: { name: otherName, selectedPlayers: other.map((p) => p.id), totalCost: squadCost(other) } });
  expect(saved.status()).toBe(201);
  DraftSchema.parse(await saved.json());

  // --- All Drafts and votes ------------------------------------------------------------------
  await page.goto('/all-drafts');
  await page.getByRole('searchbox', { name: 'Search drafts by name' }).fill(suffix);
  const card = page.getByRole('article', { name: draftName });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card).toContainText('£100.0m');
  await expect(card.getByLabel('Net score 0')).toBeVisible();
  await card.getByRole('button', { name: 'Vote up (0)' }).click();
  await expect(card.getByRole('button', { name: 'Vote up (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('Net score +1')).toBeVisible();
  await card.getByRole('button', { name: 'Vote down (0)' }).click();
  await expect(card.getByRole('button', { name: 'Vote down (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Vote up (0)' })).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByLabel('Net score -1')).toBeVisible();
  await card.getByRole('button', { name: 'View Squad' }).click();
  await expect(card.getByRole('group', { name: `${draftName} on the pitch` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('drafts-all-drafts'), fullPage: true });
  await page.getByRole('searchbox', { name: 'Search drafts by name' }).fill(`no such draft ${suffix}`);
  await expect(page.getByText('No drafts match your search')).toBeVisible();

  // --- Compare -------------------------------------------------------------------------------
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Select Two Drafts to Compare' })).toBeVisible();
  await page.getByRole('region', { name: 'First Draft' }).getByRole('searchbox').fill(draftName);
  await page.getByRole('region', { name: 'First Draft' }).getByRole('button', { name: new RegExp(draftName) }).click();
  await page.getByRole('region', { name: 'Second Draft' }).getByRole('searchbox').fill(otherName);
  await page.getByRole('region', { name: 'Second Draft' }).getByRole('button', { name: new RegExp(otherName) }).click();
  const split = compareSquads(plan.order.map((p) => p.id), other.map((p) => p.id));
  await expect(page.getByText(`Common Players (${split.common.length})`)).toBeVisible();
  await expect(page.getByText(`Only in ${draftName} (${split.onlyFirst.length})`)).toBeVisible();
  await expect(page.getByText(`Only in ${otherName} (${split.onlySecond.length})`)).toBeVisible();
  await expect(page.locator('.comparison__stats')).toContainText('£100.0m');
  await expect(page.locator('.comparison__stats')).toContainText('-1');
  await page.screenshot({ path: screenshotPath('drafts-compare'), fullPage: true });

  // --- Rate my team --------------------------------------------------------------------------
  await page.goto('/rate-team');
  await page.getByRole('searchbox', { name: 'Search draft by name...' }).fill(draftName.toLowerCase());
  await page.getByRole('button', { name: new RegExp(draftName) }).click();
  const weeks = ratingWindow(season.nextGameweeks);
  const expected = draftRatingParts(plan.order, 100, weeks);
  await expect(page.locator('.rate-card--rating strong')).toHaveText(displayedRating(expected.rating).toFixed(1));
  const best = bestLineup(plan.order, weeks.first)!;
  await expect(page.getByRole('combobox', { name: 'Formation' })).toHaveValue(best.formation);
  await expect(page.locator('.rate-card__gw')).toHaveText(`GW${season.planningFrom}`);
  const gwCard = page.getByRole('region', { name: 'Expected Points', exact: true });
  await expect(gwCard.locator('strong')).toHaveText(best.points.toFixed(2));
  await page.getByRole('button', { name: 'Next gameweek' }).click();
  await expect(page.locator('.rate-card__gw')).toHaveText(`GW${season.planningFrom + 1}`);
  const nextPoints = lineupPoints(best.starters, best.captain, season.planningFrom + 1);
  await expect(gwCard.locator('strong')).toHaveText(nextPoints.toFixed(2));
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: screenshotPath('drafts-rate-team'), fullPage: true });

  // Captaincy and a substitution from the player dialog.
  const newCaptain = best.starters.find((p) => p.id !== best.captain?.id && p.position !== 1)!;
  const pitch = page.getByRole('group', { name: `${draftName} lineup` });
  const bench = page.getByRole('group', { name: 'Bench' });
  await pitch.getByRole('button', { name: `Open ${newCaptain.web_name}` }).first().click();
  await page.getByRole('dialog', { name: newCaptain.web_name }).getByRole('button', { name: 'Make Captain' }).click();
  await expect(gwCard).toContainText(`${newCaptain.web_name} captain`);
  const benchKeeper = best.bench.find((p: Player) => p.position === 1)!;
  const starterKeeper = best.starters[0];
  await bench.getByRole('button', { name: `Open ${benchKeeper.web_name}` }).click();
  await page.getByRole('dialog', { name: benchKeeper.web_name }).getByRole('button', { name: 'Substitute' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Substitution' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: screenshotPath('drafts-rate-team-substitution'), fullPage: true });
  await pitch.getByRole('button', { name: `Open ${starterKeeper.web_name}` }).click();
  await expect(bench.getByRole('button', { name: `Open ${starterKeeper.web_name}` })).toBeVisible();
  await expect(pitch.getByRole('button', { name: `Open ${benchKeeper.web_name}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Formation' }).selectOption('3-4-3');
  await expect(bench.getByRole('button')).toHaveCount(4);

  // --- Ownership -----------------------------------------------------------------------------
  // Specs in other files save drafts at the same time (two workers), so each attempt reads the
  // drafts and the screen afresh: the screen must show the share those drafts give.
  const counted = plan.order.find((p) => !other.includes(p))!;
  await expect(async () => {
    const drafts = DraftSchema.array().parse(await (await request.get('/api/drafts')).json());
    const share = ((drafts.filter((d) => d.selectedPlayers.includes(counted.id)).length / drafts.length) * 100).toFixed(1);
    await page.goto('/selected-by');
    await page.getByRole('searchbox', { name: 'Search players...' }).fill(counted.name);
    const row = page.getByRole('row', { name: new RegExp(counted.web_name) }).first();
    await expect(row.getByRole('cell')).toHaveText([`${counted.selectedByPercent.toFixed(1)}%`, `${share}%`, `${share}%`, `${share}%`], { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('drafts-selected-by-player'), fullPage: true });
});
