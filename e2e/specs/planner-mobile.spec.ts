import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotPath } from '../support/environment';

mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** On a 390 px phone the Team Manager and Saved Plans never scroll sideways as a page. */
const PLAIN_TEAM = '1001';

/**
 * The page's own horizontal overflow, and the widest elements that stick out (for the message).
 * An element inside a box that scrolls sideways within the page (a wide table in its own scroll
 * box) does not stick out of the page: the box keeps it.
 */
async function horizontalOverflow(page: Page) {
  return page.locator('html').evaluate((html) => {
    const width = html.clientWidth;
    const all = html.querySelectorAll('body *');
    const culprits: string[] = [];
    const inScrollBox = (el: Element) => {
      for (let box = el.parentElement; box && box !== html; box = box.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX) && box.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    for (let i = 0; i < all.length && culprits.length < 5; i += 1) {
      const right = all[i].getBoundingClientRect().right;
      if (right > width + 1 && all[i].getClientRects().length > 0 && !inScrollBox(all[i])) {
        culprits.push(`${all[i].tagName.toLowerCase()}.${all[i].className} (${Math.round(right)})`);
      }
    }
    return { overflow: html.scrollWidth - width, culprits };
  });
}

async function expectNoSideScroll(page: Page) {
  await expect.poll(async () => horizontalOverflow(page), { timeout: 5000 }).toEqual({ overflow: 0, culprits: [] });
}

test.use({ viewport: { width: 390, height: 844 } });

test('Team Manager at 390 px: start, loaded plan, picker, transfers and the save dialog fit the width', async ({ page }) => {
  await page.goto('/');
  await expectNoSideScroll(page);
  await page.getByLabel('FPL Team ID').fill(PLAIN_TEAM);
  await page.getByRole('button', { name: 'Load Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team Selection' })).toBeVisible();
  await expectNoSideScroll(page);

  for (const formation of ['5-2-3', '3-5-2', '4-4-2']) {
    await page.getByLabel('Formation').selectOption(formation);
    await expectNoSideScroll(page);
  }
  const benchForward = page.locator('.dr-bench .dr-pitch-player').last();
  await benchForward.getByRole('button', { name: /^Substitute / }).click();
  await expect(page.getByRole('button', { name: 'Cancel Substitution' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Cancel Substitution' }).click();

  await page.locator('.dr-bench .dr-pitch-player').nth(1).locator('.dr-pitch-player__main').click();
  await page.getByRole('button', { name: 'Transfer Out' }).click();
  await page.getByRole('dialog', { name: 'Set Sell Price' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: /^Select / })).toBeVisible();
  await expectNoSideScroll(page);
  await page.locator('.tm-pick-row:not(.is-refused)').first().click();
  await expect(page.getByTestId('transfer-row')).toHaveCount(1);
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath('planner-17-mobile-transfer'), fullPage: true });

  await page.getByRole('button', { name: 'Save Plan' }).click();
  await page.getByRole('dialog', { name: 'Save Plan' }).getByLabel('Plan Name').fill(`Phone plan ${Date.now().toString(36)}`);
  await expectNoSideScroll(page);
  await page.getByRole('dialog', { name: 'Save Plan' }).getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.locator('.dr-toast').filter({ hasText: 'Plan Saved Successfully' })).toBeVisible();
  await expectNoSideScroll(page);
});

test('Team Manager at 390 px: the start cards keep the page margin on both sides', async ({ page }) => {
  // issue 31, 3b: the example address once widened both cards to the screen's edge, cutting off
  // their right border, with no side scroll for expectNoSideScroll to catch
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill('abc'); // the longest state: the digits-only sentence
  const cards = page.locator('.tm-start__card');
  await expect(cards).toHaveCount(2);
  const width = page.viewportSize()!.width;
  for (const box of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThan(8);
    expect(Math.round(width - box.right)).toBe(Math.round(box.left));
  }
});

test('Saved Plans at 390 px: filters, cards and the details dialog fit the width', async ({ page }) => {
  // a plan in 5-2-3 (the widest row: five defenders) to look at
  const planName = `Phone 5-2-3 ${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill(PLAIN_TEAM);
  await page.getByRole('button', { name: 'Load Team' }).click();
  await page.getByLabel('Formation').selectOption('5-2-3');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await page.getByRole('dialog', { name: 'Save Plan' }).getByLabel('Plan Name').fill(planName);
  await page.getByRole('dialog', { name: 'Save Plan' }).getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.locator('.dr-toast').filter({ hasText: 'Plan Saved Successfully' })).toBeVisible();

  await page.goto('/saved-plans');
  await expectNoSideScroll(page);
  await page.getByLabel('Team ID').fill('abc');
  await expectNoSideScroll(page);
  await page.getByLabel('Team ID').fill(PLAIN_TEAM);
  const card = page.getByTestId('plan-card').filter({ hasText: planName });
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog').getByText('Squad · 5-2-3')).toBeVisible();
  // the squad keeps inside the dialog's content box, like the gameweek navigator above it
  const right = (selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().right));
  expect(await right('.sp-details .dr-pitch-wrap')).toBeLessThanOrEqual(await right('.sp-gw-nav'));
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^Gameweek / })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: screenshotPath('planner-18-mobile-plan-details'), fullPage: true });
});
