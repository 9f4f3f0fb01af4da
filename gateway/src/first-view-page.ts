import { readFile, stat } from 'node:fs/promises';
import { request, type Agent } from 'node:http';
import { join } from 'node:path';
import type { ServiceName } from '@draftroom/contracts';
import type { RoutePlan } from './route-plan';

/**
 * What nginx's SSI does with a page's first view (decision 160), for the Node gateway: the two
 * directives the shell's first view holds where the page goes,
 *   <!--# block name="page-loading" -->(loading state)<!--# endblock -->
 *   <!--# include virtual="/__first-views/<remote>/<Module>.html?$args" stub="page-loading" -->
 * become the remote's fragment, or the block when the address has a query, the remote drew no
 * first view of the page, or the fragment is empty. A fragment a service draws with its data
 * (decision 163) is asked of that service on each request, query or not, the remote's file
 * standing in. Only these two forms are understood; the shell writes no others.
 */
const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"?]+)(?:\?\$args)?" stub="([\w-]+)" -->/g;

export function includeFirstViews(html: string, fragment: (virtual: string) => string | undefined, hasQuery: boolean): string {
  const blocks = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_, name: string, body: string) => {
    blocks.set(name, body);
    return '';
  });
  return withoutBlocks.replace(INCLUDE, (_, virtual: string, stub: string) => (!hasQuery && fragment(virtual)) || (blocks.get(stub) ?? ''));
}

/** The file a fragment's virtual path names in its remote's build; undefined when it names none. */
function fragmentFile(plan: RoutePlan, remoteRoots: Record<string, string>, virtual: string): string | undefined {
  const remote = plan.remotes.find((r) => virtual.startsWith(r.fragments));
  const name = remote && virtual.slice(remote.fragments.length);
  const root = remote && remoteRoots[remote.folder];
  return root && name && /^[\w-]+\.html$/.test(name) ? join(root, plan.fragmentsDir, name) : undefined;
}

/** A page as composed, and the modification times of the files it was made from (-1: missing). */
interface Composed {
  html: string;
  made: Array<[file: string, mtimeMs: number]>;
  /** Fragments drawn with data (decision 163): filled in per request, the file's text standing in. */
  drawn: Array<{ slot: string; virtual: string; standIn: string }>;
}

/**
 * Asks the service that draws a fragment with its data for it (plan.drawnWithData); undefined
 * when it cannot (not drawn there, not ready, not answering), and the remote's file stands in.
 */
export type DrawnFragment = (virtual: string) => Promise<string | undefined>;

const modified = (file: string) => stat(file).then((s) => s.mtimeMs, () => -1);
const readOrNone = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/**
 * The composed first view of each page (shell's HTML + its remote's fragment), made once and
 * kept until a rebuild changes one of its files: a page request then costs a stat or two, not
 * two reads and the directive rewriting. Resolves undefined for a path that is not a page or
 * whose first view is not built. Times are read before contents, so a file rewritten meanwhile
 * is read again on the next request.
 */
export function firstViewPages(plan: RoutePlan, shellRoot: string, remoteRoots: Record<string, string>, drawnFragment?: DrawnFragment) {
  const drawnWithData = new Set(drawnFragment ? plan.drawnWithData.map((d) => d.fragment) : []);
  const files = new Map(plan.pages.map((p) => [p.path, join(shellRoot, p.firstView)]));
  const composed = new Map<string, Composed>();
  const unchanged = async ({ made }: Composed) => (await Promise.all(made.map(([file]) => modified(file)))).every((t, i) => t === made[i][1]);

  async function compose(file: string, hasQuery: boolean): Promise<Composed | undefined> {
    const made: Composed['made'] = [[file, await modified(file)]];
    const html = made[0][1] < 0 ? undefined : await readOrNone(file);
    if (html === undefined) return undefined;
    const fragments = new Map<string, string | undefined>();
    const drawn: Composed['drawn'] = [];
    for (const [, virtual] of html.matchAll(INCLUDE)) {
      const fragment = fragmentFile(plan, remoteRoots, virtual);
      // A page drawn with its data has no query-driven state: drawn so with or without one.
      if (!fragment || (hasQuery && !drawnWithData.has(virtual))) continue;
      made.push([fragment, await modified(fragment)]);
      const text = await readOrNone(fragment);
      if (drawnWithData.has(virtual)) {
        const slot = `\u0000drawn:${virtual}\u0000`;
        drawn.push({ slot, virtual, standIn: text ?? '' });
        fragments.set(virtual, slot);
      } else {
        fragments.set(virtual, text);
      }
    }
    const withQuery = hasQuery && drawn.length === 0;
    return { html: includeFirstViews(html, (virtual) => fragments.get(virtual), withQuery), made, drawn };
  }

  async function filledIn({ html, drawn }: Composed): Promise<string> {
    let page = html;
    for (const { slot, virtual, standIn } of drawn) {
      const fragment = (await drawnFragment?.(virtual).catch(() => undefined)) ?? standIn;
      page = page.replace(slot, () => fragment);
    }
    return page;
  }

  return async (pagePath: string, hasQuery: boolean): Promise<string | undefined> => {
    const file = files.get(pagePath);
    if (!file) return undefined;
    const key = `${pagePath}${hasQuery ? '?' : ''}`;
    const kept = composed.get(key);
    if (kept && (await unchanged(kept))) return filledIn(kept);
    const page = await compose(file, hasQuery);
    if (page) composed.set(key, page);
    else composed.delete(key);
    return page && filledIn(page);
  };
}

/**
 * How long a page waits for its service's drawing (nginx: the same, DRAWN_FRAGMENT_TIMEOUT_S in
 * nginx.ts). It is a lookup there once drawn; past this the remote's data-free fragment goes.
 */
export const DRAWN_FRAGMENT_TIMEOUT_MS = 2000;

/** The Node gateway's DrawnFragment: a GET to the service that draws it, on the gateway's keep-alive agent. */
export function drawnFragments(plan: RoutePlan, services: Record<ServiceName, string>, agent: Agent): DrawnFragment {
  const where = new Map(plan.drawnWithData.map((d) => [d.fragment, new URL(d.path, services[d.service])]));
  return (virtual) => new Promise((resolve) => {
    const url = where.get(virtual);
    if (!url) return resolve(undefined);
    const req = request(url, { agent, timeout: DRAWN_FRAGMENT_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(res.statusCode === 200 ? Buffer.concat(chunks).toString('utf8') : undefined));
      res.on('error', () => resolve(undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });
}
