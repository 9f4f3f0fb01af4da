import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxBeforeDeadServices, nginxInstalled, shellDir } from './dead-services';

/**
 * nginx's side of decision 163: /xpts includes the first view the stats service draws with its
 * data; when the service cannot answer, the remote's data-free fragment stands in, never the
 * error. (The service answering is the e2e stack's, first-view.spec.ts.)
 */
(nginxInstalled ? describe : describe.skip)('nginx: a page drawn with data, its service down', () => {
  let base: string;
  let stop: () => void;

  beforeAll(async () => {
    const shell = shellDir();
    mkdirSync(join(shell, 'first-views'));
    chmodSync(join(shell, 'first-views'), 0o755);
    writeFileSync(join(shell, 'first-views', 'xpts.html'), '<!doctype html><main><!--# block name="page-loading" --><p>Loading...</p><!--# endblock -->'
      + '<!--# include virtual="/__first-views/mf-stats/XptsPage.html?$args" stub="page-loading" --></main>');
    const stats = mkdtempSync(join(tmpdir(), 'gw-stats-'));
    mkdirSync(join(stats, 'first-views'));
    chmodSync(stats, 0o755);
    chmodSync(join(stats, 'first-views'), 0o755);
    writeFileSync(join(stats, 'first-views', 'XptsPage.html'), '<form>filters, no data</form>');
    ({ base, stop } = await nginxBeforeDeadServices({ shellRoot: shell, remoteRoots: { 'mf-stats': stats } }));
  });
  afterAll(() => stop());

  it("sends the remote's data-free first view, with or without a query", async () => {
    for (const path of ['/xpts', '/xpts?utm_source=x']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<!doctype html><main><form>filters, no data</form></main>');
    }
  });

  it('does not answer the internal path from outside', async () => {
    const res = await fetch(`${base}/__first-views/mf-stats/XptsPage.html`);
    expect(res.status).toBe(404);
  });
});
