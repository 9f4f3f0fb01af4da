import { join } from 'node:path';

/** Ports of the e2e stack: away from `npm start`'s defaults so both can run at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/** Where the specs save the screenshots a reviewer looks at (gitignored). */
export const SCREENSHOT_DIR = join(__dirname, '..', 'screenshots');
export const screenshotPath = (name: string): string => join(SCREENSHOT_DIR, `${name}.png`);
