import { expect, test, type Page } from '@playwright/test';
import { squadCost } from '@draftroom/domain';
import { screenshotPath } from '../support/environment';
import { cheapSquad, expectToast, realData, uniqueSuffix } from './drafts-helpers';

/** The focused element's name as a screen reader says it: aria-label, else its text without hidden parts. */
// Run in the page as source text (the e2e project has no DOM types).
const FOCUSED_LABEL = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return '';
  const aria = el.getAttribute('aria-label');
  if (aria) return aria;
  const copy = el.cloneNode(true);
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return (copy.textContent || '').trim();
})()`;
const focusedLabel = (page: Page) => page.evaluate<string>(FOCUSED_LABEL);

/** Presses Tab until the element called `name` has focus; fails if it never does. */
async function tabTo(page: Page, name: string, limit = 400) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedLabel(page)) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
const focusInDialog = (page: Page) => page.evaluate<boolean>(`!!document.activeElement?.closest('dialog')`);

test('the builder works from the keyboard: slot dialog, pick, remove, info and Save Draft dialogs', async ({ page }) => {
  await page.goto('/build'); // a new browser context: the builder starts with an empty squad
  await expect(page.getByRole('button', { name: 'Add GK' }).first()).toBeVisible();

  // An empty slot by Tab and Enter: focus moves into the dialog, onto its search box.
  await tabTo(page, 'Add GK');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select Goalkeeper' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  // Tab and Shift+Tab stay inside.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toBe(true);
  // Escape closes and gives focus back to the slot that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focusedLabel(page)).toBe('Add GK');

  // Pick the first goalkeeper with the keyboard: focus lands on him in that slot.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('a');
  await page.keyboard.press('Tab');
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const about = await focusedLabel(page);
  expect(about).toMatch(/^About /);
  const name = about.replace(/^About /, '');

  // His remove button is next in the Tab order, visible while focused, and keeps focus in the slot.
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe(`Remove ${name}`);
  const remove = page.getByRole('button', { name: `Remove ${name}` });
  await expect(remove).toHaveCSS('opacity', '1');
  await expect(remove).not.toHaveCSS('box-shadow', 'none'); // the focus ring
  await page.screenshot({ path: screenshotPath('drafts-keyboard-remove-focused') });
  await page.keyboard.press('Enter');
  await expect(remove).toBeHidden();
  expect(await focusedLabel(page)).toBe('Add GK');

  // The picker's info dialog gives focus back to its info button.
  const info = page.getByRole('button', { name: /^About .+/ }).first(); // the pitch is empty again: this is the picker's
  await info.focus();
  const infoLabel = await focusedLabel(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await focusedLabel(page)).toBe(infoLabel);
});

test('the Save Draft dialog traps focus and returns it to its button', async ({ page, request }) => {
  const { players } = await realData(request);
  const squad = cheapSquad(players);
  expect(squadCost(squad)).toBeLessThanOrEqual(100);
  // Stored before any page script runs: the builder saves its squad as it mounts, so a value set
  // after goto could be overwritten by an empty squad when the remote mounts late.
  await page.addInitScript(`localStorage.setItem('draftroom:builder-squad', '${JSON.stringify(squad.map((p) => p.id))}')`);
  await page.goto('/build');
  const open = page.getByRole('button', { name: 'Save Draft' }).last();
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save Draft' });
  await expect(dialog.getByRole('textbox', { name: 'Draft Name' })).toBeFocused();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("Clear Squad undone by keyboard from its toast and from the card; a picked row's Add to Draft reads disabled", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 }); // where the toast sat over the card's Undo (issue 31)
  const { players } = await realData(request);
  const squad = cheapSquad(players);
  await page.addInitScript(`localStorage.setItem('draftroom:builder-squad', '${JSON.stringify(squad.map((p) => p.id))}')`);
  await page.goto('/build');
  await expect(page.getByText('15/15', { exact: true })).toBeVisible();

  // A picked player's row: its Add to Draft is announced disabled, and a press still says why.
  await page.getByRole('searchbox', { name: 'Search players...' }).fill(squad[0].name);
  const add = page.locator(`.builder-picker [data-player-id="${squad[0].id}"]`).getByRole('button', { name: /to Draft$/ });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveCSS('opacity', '0.5');
  await add.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Cannot select player', 'Player already selected');

  const clear = page.getByRole('button', { name: 'Clear Squad', exact: true });
  const undo = 'Undo Clear Squad (15 players)';
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('0/15', { exact: true })).toBeVisible();
  expect(await focusedLabel(page)).toBe(undo); // the card's Undo
  // The toast announces the clear and carries its own Undo: F8, then Tab.
  await expectToast(page, 'Squad cleared', 'All players have been removed from your squad.');
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe(undo);
  expect(await page.evaluate<boolean>(`!!document.activeElement?.closest('.dr-toast')`)).toBe(true);
  await page.screenshot({ path: screenshotPath('drafts-keyboard-clear-squad-toast-undo') });
  await page.keyboard.press('Enter');
  await expect(page.getByText('15/15', { exact: true })).toBeVisible();
  await expectToast(page, 'Squad restored', '15 players are back in your squad.');
  await expect(clear).toBeFocused();

  // Again, undone from the card this time: the focus is back on Clear Squad after it too.
  await page.keyboard.press('Enter');
  await expect(page.getByText('0/15', { exact: true })).toBeVisible();
  expect(await focusedLabel(page)).toBe(undo);
  await page.keyboard.press('Enter');
  await expect(page.getByText('15/15', { exact: true })).toBeVisible();
  await expect(clear).toBeFocused();
});

test('Rate my team by keyboard: find a draft with the arrows, player dialog returns focus', async ({ page, request }) => {
  const { players } = await realData(request);
  const name = `Keys ${uniqueSuffix()}`;
  const squad = cheapSquad(players);
  const res = await request.post('/api/save-draft', { data: { name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) } });
  expect(res.status()).toBe(201);

  await page.goto('/rate-team');
  const search = page.getByRole('searchbox', { name: 'Search draft by name...' });
  await search.fill(name.toLowerCase());
  // The arrow moves into the list the user sees: on a loaded machine the drafts may still be loading.
  const found = page.getByRole('button', { name: new RegExp(name) });
  await expect(found).toBeVisible();
  await search.press('ArrowDown');
  await expect(found).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();
  await search.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeFocused();

  const player = page.getByRole('group', { name: `${name} lineup` }).getByRole('button').first();
  await player.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(player).toBeFocused();
});

test('Compare by keyboard and squad views that cannot load players say so with a Retry', async ({ page, request }) => {
  const { players } = await realData(request);
  const suffix = uniqueSuffix();
  for (const name of [`Cmp A ${suffix}`, `Cmp B ${suffix}`]) {
    const squad = cheapSquad(name.startsWith('Cmp A') ? players : players.filter((p) => p.position !== 3 || p.price > 5));
    expect((await request.post('/api/save-draft', { data: { name, selectedPlayers: squad.map((p) => p.id), totalCost: squadCost(squad) } })).status()).toBe(201);
  }
  let failPlayers = true;
  await page.route('**/api/players', (route) => (failPlayers ? route.fulfill({ status: 503, body: 'stats down' }) : route.continue()));

  await page.goto('/compare');
  for (const [side, name] of [['First Draft', `Cmp A ${suffix}`], ['Second Draft', `Cmp B ${suffix}`]] as const) {
    const region = page.getByRole('region', { name: side });
    await region.getByRole('searchbox').fill(name);
    await expect(region.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await region.getByRole('searchbox').press('ArrowDown');
    await expect(region.getByRole('button', { name: new RegExp(name) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('alert')).toContainText('Failed to load players');
  await page.screenshot({ path: screenshotPath('drafts-compare-players-failed'), fullPage: true });
  failPlayers = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Common Players/)).toBeVisible();

  failPlayers = true;
  await page.goto('/all-drafts');
  await page.getByRole('searchbox', { name: 'Search drafts by name' }).fill(`Cmp A ${suffix}`);
  await page.getByRole('article', { name: `Cmp A ${suffix}` }).getByRole('button', { name: 'View Squad' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to load players');
  failPlayers = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('group', { name: `Cmp A ${suffix} on the pitch` })).toBeVisible();
});

test('the prediction dialog: a pick by keyboard, Escape closes only the list, a toast inside answers', async ({ page }) => {
  await page.goto('/all-predictions');
  const open = page.getByRole('button', { name: 'Make a Prediction' });
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Make a Prediction' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeFocused();

  // A toast shown while the modal is open lives inside it, so it can be seen, read and dismissed.
  await form.getByRole('button', { name: 'Submit Prediction' }).click();
  const toastInDialog = form.locator('.dr-toast');
  await expect(toastInDialog.locator('.dr-toast__title')).toHaveText('Check your prediction');
  // The pointer over it holds the toast's clock, as for a person reaching for Dismiss: a slow
  // screenshot cannot outlast its 5 s any more.
  await toastInDialog.hover();
  await page.screenshot({ path: screenshotPath('drafts-prediction-dialog-toast') });
  await toastInDialog.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.locator('.dr-toast')).toHaveCount(0);

  const keeper = form.getByRole('combobox', { name: 'Top Goalkeeper' });
  await keeper.focus();
  await expect(form.getByRole('option')).toHaveCount(10);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = await form.getByRole('option').nth(1).locator('.dr-combobox__name').textContent();
  await page.keyboard.press('Enter');
  await expect(keeper).toHaveValue(second!);
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('option')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(form.getByRole('option')).toHaveCount(0);
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(open).toBeFocused();
});

