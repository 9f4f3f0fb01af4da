import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFirstViewBundle } from './first-view-bundle';

describe('loadFirstViewBundle', () => {
  it('says what is missing when mf-stats has not been built, rather than failing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    expect(loadFirstViewBundle(empty)).toEqual({ missing: `no build of the xPts first view in ${empty} (npm run build)` });
    writeFileSync(join(empty, 'first-view.cjs'), 'exports.render = () => ({});');
    writeFileSync(join(empty, 'heads.json'), '{}');
    expect(loadFirstViewBundle(empty)).toEqual({ missing: `${join(empty, 'first-view.cjs')} has no renderPageWithData` });
  });

  it('loads the drawing and the heads of one build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-'));
    writeFileSync(join(dir, 'first-view.cjs'), 'exports.renderPageWithData = (module) => `<p>${module}</p>`;');
    writeFileSync(join(dir, 'heads.json'), JSON.stringify({ XptsPage: '<link>' }));
    const bundle = loadFirstViewBundle(dir);
    if ('missing' in bundle) throw new Error(bundle.missing);
    expect(bundle.renderPageWithData('XptsPage', {})).toBe('<p>XptsPage</p>');
    expect(bundle.heads).toEqual({ XptsPage: '<link>' });
  });
});
