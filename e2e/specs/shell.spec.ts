import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/environment';

test.describe('the shell around every page', () => {
  test('menus open, highlight the active area, and close on outside click or on choosing an item', async ({ page }) => {
    await page.goto('/xpts');
    const tools = page.getByRole('button', { name: 'Preseason Tools' });
    const manager = page.getByRole('button', { name: 'Team Manager' });
    await expect(tools).toHaveAttribute('data-active', 'true');
    await expect(manager).not.toHaveAttribute('data-active', 'true');

    await manager.click();
    await expect(manager).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Saved Plans' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-team-manager-menu') });
    await page.mouse.click(900, 600); // outside
    await expect(manager).toHaveAttribute('aria-expanded', 'false');

    await tools.click();
    await expect(page.getByText('DRAFTS', { exact: true })).toBeVisible();
    await expect(page.getByText('DATA', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-preseason-menu') });
    await page.getByRole('link', { name: 'Fixture Pairings' }).click();
    await expect(page).toHaveURL(/\/fixture-pairings$/);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture Pairings' })).toBeVisible();
  });

  test('the Donate dialog offers three links in a new window', async ({ page }) => {
    await page.goto('/build');
    await page.getByRole('button', { name: /Donate/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Thank you for your support!')).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await page.screenshot({ path: screenshotPath('shell-donate') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the navigation collapses on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/playerstats2526');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('link', { name: 'Player Stats' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-mobile-nav') });
  });
});
