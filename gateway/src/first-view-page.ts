import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoutePlan } from './route-plan';

/**
 * What nginx's SSI does with a page's first view (decision 160), for the Node gateway: the two
 * directives the shell's first view holds where the page goes,
 *   <!--# block name="page-loading" -->(loading state)<!--# endblock -->
 *   <!--# include virtual="/__first-views/<remote>/<Module>.html?$args" stub="page-loading" -->
 * become the remote's fragment, or the block when the address has a query, the remote drew no
 * first view of the page, or the fragment is empty. Only these two forms are understood; the
 * shell writes no others.
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

/** The fragment a virtual path names, read from the remote's build; undefined when there is none. */
export function fragmentReader(plan: RoutePlan, remoteRoots: Record<string, string>) {
  return (virtual: string): string | undefined => {
    const remote = plan.remotes.find((r) => virtual.startsWith(r.fragments));
    const name = remote && virtual.slice(remote.fragments.length);
    const root = remote && remoteRoots[remote.folder];
    if (!root || !name || !/^[\w-]+\.html$/.test(name)) return undefined;
    try {
      return readFileSync(join(root, plan.fragmentsDir, name), 'utf8');
    } catch {
      return undefined;
    }
  };
}
