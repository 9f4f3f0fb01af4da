import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_HEADS_FILE } from '@draftroom/contracts';

/** What mf-stats's Node build of its first views gives the service (mf-stats/src/first-views.tsx). */
export interface FirstViewBundle {
  /** The page's markup drawn with its first GETs' answers (path -> parsed JSON); undefined for a page it does not draw so. */
  renderPageWithData(module: string, answers: Readonly<Record<string, unknown>>): string | undefined;
  /** Per page, the stylesheets and script preloads of the same build, put in front of the markup. */
  heads: Readonly<Record<string, string>>;
}

const BUNDLE_FILE = 'first-view.cjs';

/**
 * Loads the remote's first-view build from `dir` (`npm run build` writes it to
 * mf-stats/dist-first-view), or says why it cannot: without it the gateway's include falls back
 * to the remote's data-free fragment, so this is a notice, not a failure.
 */
export function loadFirstViewBundle(dir: string): FirstViewBundle | { missing: string } {
  const bundle = join(dir, BUNDLE_FILE);
  const heads = join(dir, FIRST_VIEW_HEADS_FILE);
  if (!existsSync(bundle) || !existsSync(heads)) return { missing: `no build of the xPts first view in ${dir} (npm run build)` };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time, not a module of this service
  const loaded = require(bundle) as Partial<FirstViewBundle>;
  if (typeof loaded.renderPageWithData !== 'function') return { missing: `${bundle} has no renderPageWithData` };
  return { renderPageWithData: loaded.renderPageWithData, heads: JSON.parse(readFileSync(heads, 'utf8')) as Record<string, string> };
}
