import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 18000);
/** The e2e stack's gateway: E2E_PORT_BASE + 80, away from `npm start`'s defaults (support/stack.mjs). */
export const E2E_PORT = PORT_BASE + 80;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The recorded-fixture server standing in for the official API (FPL_FIXTURE_PORT = E2E_PORT_BASE + 199 in support/stack.mjs). */
export const E2E_UPSTREAM_URL = `http://127.0.0.1:${PORT_BASE + 199}/api`;
/** The made-up season the stack serves when E2E_UPSTREAM_SEASON is set (support/stack.mjs); undefined on the snapshot. */
export const E2E_UPSTREAM_SEASON = process.env.E2E_UPSTREAM_SEASON || undefined;
/** The stack's DATA_DIR (support/stack.mjs), one per port base; the manifest the gateway serves is in it. */
export const E2E_DATA_DIR = join(tmpdir(), `draftroom-e2e-${PORT_BASE}`);
export const E2E_MANIFEST_FILE = join(E2E_DATA_DIR, 'app-config.json');

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/** Where the specs save the screenshots a reviewer looks at (gitignored). */
export const SCREENSHOT_DIR = join(__dirname, '..', 'screenshots');
export const screenshotPath = (name: string): string => join(SCREENSHOT_DIR, `${name}.png`);
