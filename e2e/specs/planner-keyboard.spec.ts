import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The Team Manager and Saved Plans with the keyboard alone: every dialog takes focus when it
 * opens, keeps Tab inside, closes on Escape and gives focus back to what opened it; the pitch
 * actions (captain, vice, transfer out, substitute) are reachable without a mouse.
 */
const PLAIN_TEAM = '1001';

const focused = (page: Page) => page.locator(':focus');
const isFocused = async (locator: Locator) => locator.evaluate((el) => el === el.ownerDocument.activeElement);

/** Tabs (or Shift+Tabs) `count` times and checks focus never leaves `dialog`. */
async function tabStaysInside(page: Page, dialog: Locator, count: number, key = 'Tab') {
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
  }
}

async function loadTeam(page: Page) {
  await page.goto('/');
  await page.getByLabel('FPL Team ID').fill(PLAIN_TEAM);
  await page.getByLabel('FPL Team ID').press('Enter');
  await expect(page.getByRole('heading', { name: 'Team Selection' })).toBeVisible();
}

test('Team Manager dialogs and pitch actions work from the keyboard', async ({ page }) => {
  await loadTeam(page);
  const midfielder = page.locator('.dr-pitch__row').nth(2).locator('.dr-pitch-player').first();
  const name = (await midfielder.locator('.dr-pitch-player__name').textContent())!.trim();
  const opener = midfielder.locator('.dr-pitch-player__main');

  // action dialog: focus in, Tab trapped both ways, Escape closes, focus back on the player
  await opener.focus();
  await page.keyboard.press('Enter');
  const actions = page.getByRole('dialog', { name });
  await expect(actions).toBeVisible();
  expect(await actions.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
  await tabStaysInside(page, actions, 8);
  await tabStaysInside(page, actions, 8, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();
  expect(await isFocused(opener)).toBe(true);

  // Make Captain and Make Vice Captain by keyboard
  await page.keyboard.press('Enter');
  await actions.getByRole('button', { name: 'Make Captain' }).focus();
  await page.keyboard.press('Enter');
  await expect(actions).toBeHidden();
  await expect(midfielder.getByLabel('Captain', { exact: true })).toBeVisible();
  expect(await isFocused(opener)).toBe(true);

  const unbadged = page.locator('.dr-pitch__row .dr-pitch-player').filter({ hasNot: page.locator('.dr-pitch-player__badge') }).last();
  const forwardName = (await unbadged.locator('.dr-pitch-player__name').textContent())!.trim();
  const forward = page.locator('.dr-pitch__row .dr-pitch-player').filter({ has: page.getByText(forwardName, { exact: true }) });
  await forward.locator('.dr-pitch-player__main').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: forwardName }).getByRole('button', { name: 'Make Vice Captain' }).focus();
  await page.keyboard.press('Enter');
  await expect(forward.getByLabel('Vice captain', { exact: true })).toBeVisible();

  // the substitute and remove actions are in the Tab order and visible when focused
  await opener.focus();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName(`Substitute ${name}`);
  await expect(focused(page)).toBeVisible();
  await expect.poll(() => focused(page).evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el.parentElement!).opacity)).toBe('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancel Substitution' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel Substitution' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancel Substitution' })).toHaveCount(0);

  // Transfer Out: action dialog -> Set Sell Price -> picker, then Escape: focus back on the player
  await opener.focus();
  await page.keyboard.press('Enter');
  await actions.getByRole('button', { name: 'Transfer Out' }).focus();
  await page.keyboard.press('Enter');
  const sell = page.getByRole('dialog', { name: 'Set Sell Price' });
  await expect(sell).toBeVisible();
  expect(await sell.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
  await tabStaysInside(page, sell, 6);
  await sell.getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Select Midfielder' });
  await expect(picker).toBeVisible();
  await expect(picker.getByLabel('Search players')).toBeFocused();
  await tabStaysInside(page, picker, 5, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  expect(await isFocused(opener)).toBe(true);

  // Remove by keyboard: the slot empties under the dialog, so focus moves to its 'Add MID' button;
  // filling it puts focus on the player who came in
  await opener.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName(`Remove ${name}`);
  await page.keyboard.press('Enter');
  await sell.getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(sell).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add MID' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.getByLabel('Search players')).toBeFocused();
  await picker.getByLabel('Search players').fill(name);
  await picker.locator('.tm-pick-row').filter({ hasText: name }).first().focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(focused(page)).toHaveAccessibleName(`Open ${name}`);

  // Save Plan dialog: focus on the name, trapped, Escape back to the Save Plan button
  const save = page.getByRole('button', { name: 'Save Plan' });
  await save.focus();
  await page.keyboard.press('Enter');
  const saveDialog = page.getByRole('dialog', { name: 'Save Plan' });
  await expect(saveDialog.getByLabel('Plan Name')).toBeFocused();
  await tabStaysInside(page, saveDialog, 6);
  await page.keyboard.press('Escape');
  await expect(saveDialog).toBeHidden();
  await expect(save).toBeFocused();
});

test('the Saved Plans details dialog works from the keyboard', async ({ page }) => {
  await loadTeam(page);
  const planName = `Keyboard plan ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await page.getByRole('dialog', { name: 'Save Plan' }).getByLabel('Plan Name').fill(planName);
  await page.keyboard.press('Enter');
  await expect(page.locator('.dr-toast').filter({ hasText: 'Plan Saved Successfully' })).toBeVisible();

  await page.goto('/saved-plans');
  await page.getByLabel('Plan Name').fill(planName);
  const view = page.getByTestId('plan-card').filter({ hasText: planName }).getByRole('button', { name: 'View Details' });
  await view.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: planName });
  await expect(details).toBeVisible();
  expect(await details.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
  await tabStaysInside(page, details, 6);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();
});
