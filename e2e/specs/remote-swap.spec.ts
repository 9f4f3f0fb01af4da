import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_MANIFEST_FILE } from '../support/environment';

const root = join(__dirname, '..', '..');

/** Every file under `dirs` with a hash of its bytes: what a build that changed nothing leaves alone. */
function fingerprint(dirs: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(root, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  };
  dirs.forEach(walk);
  return out;
}

/**
 * Decision 172: each area ships alone. mf-stats is built on its own, from a copy of its source
 * with a visible change, at a version of its own; the build is put beside the running one, the
 * manifest is pointed at it, and the page shows the change while the shell and the other remotes
 * keep the very files they had. The changed manifest is answered to this test's page only (the
 * file on disk stays as the stack wrote it): the other specs, running beside this one, keep
 * loading the running version, which they could not if it were swapped and removed under them.
 */
test('one remote built and shipped on its own is what the page loads; the shell and the other areas keep their builds', async ({ page }) => {
  test.setTimeout(300_000);
  const manifest = readFileSync(E2E_MANIFEST_FILE, 'utf8');
  const current = JSON.parse(manifest) as { remotes: Record<string, string> };
  const runningVersion = /\/mf-stats\/([^/]+)\/remoteEntry\.js$/.exec(current.remotes.mf_stats)?.[1];
  expect(runningVersion).toBeTruthy();
  const untouched = [join(root, 'shell', 'dist'), join(root, 'mf-drafts', 'dist'), join(root, 'mf-team-manager', 'dist'), join(root, 'mf-stats', 'dist', runningVersion!)];
  const before = fingerprint(untouched);

  const version = `${runningVersion}-e2e.${Date.now()}`;
  mkdirSync(join(root, '.data'), { recursive: true });
  const work = mkdtempSync(join(root, '.data', 'e2e-mf-stats-'));
  const shipped = join(root, 'mf-stats', 'dist', version);
  try {
    for (const part of ['src', 'package.json', 'rspack.config.cjs']) cpSync(join(root, 'mf-stats', part), join(work, part), { recursive: true });
    const pageFile = join(work, 'src', 'pages', 'fdr-page.tsx');
    const source = readFileSync(pageFile, 'utf8');
    const anchor = '<RouteFrame page="FdrPage" actions={<FdrLegend />}>';
    expect(source).toContain(anchor);
    writeFileSync(pageFile, source.replace(anchor, `${anchor}<p data-testid="shipped-alone">Stats ${version}, shipped on its own</p>`));

    const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production'], { cwd: work, env: { ...process.env, REMOTE_VERSION: version }, encoding: 'utf8' });
    expect(build.status, build.stderr || build.stdout).toBe(0);
    expect(existsSync(join(work, 'dist', version, 'remoteEntry.js'))).toBe(true);

    // Shipped: beside the running version, then named by the manifest this page reads.
    cpSync(join(work, 'dist', version), shipped, { recursive: true });
    const swapped = { ...current, remotes: { ...current.remotes, mf_stats: `/remotes/mf-stats/${version}/remoteEntry.js` } };
    await page.route('**/app-config.json', (route) => route.fulfill({ json: swapped }));

    await page.goto('/fdr');
    await expect(page.getByTestId('shipped-alone')).toHaveText(`Stats ${version}, shipped on its own`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Preseason Tools' }).click();
    await page.getByRole('link', { name: 'Build', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create, rate and compare your FPL drafts' })).toBeVisible();
    expect(fingerprint(untouched)).toEqual(before);
  } finally {
    await page.unroute('**/app-config.json');
    rmSync(shipped, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
  // The manifest as the gateway serves it: the running version again.
  await page.goto('/fdr');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('shipped-alone')).toHaveCount(0);
});
