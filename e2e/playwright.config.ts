import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, chromiumLaunchOptions } from './support/environment';

/**
 * End-to-end specs in Debian's Chromium (never a downloaded browser) through the real gateway:
 * nginx in CI, the Node gateway when nginx is not installed. The stack is started by
 * support/stack.mjs on its own ports and data, and stopped after the run.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../.data/e2e-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Spec files run side by side (tests within a file stay in order): each test makes its own
  // drafts, plans and names, and the one screen that counts every draft re-reads. One per core by
  // default; E2E_WORKERS sets more, for a machine where the specs mostly wait on the browser and
  // the stack rather than compute (.ci/run).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism()),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 860 },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/support/stack.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/health/stats`,
    timeout: 300_000,
    // npm test starts the stack before its jest run (tools/scripts/e2e-stack.mjs) and says so.
    reuseExistingServer: process.env.E2E_STACK_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
