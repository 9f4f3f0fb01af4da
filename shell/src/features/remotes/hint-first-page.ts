import { PAGE_CHUNKS_FILE } from '@draftroom/contracts';

/**
 * Whether the page has already asked for `href`: a preload, the runtime's own <script> or
 * stylesheet tag, or a finished download (the runtime removes its script tags once they have
 * run). On a busy machine page-chunks.json can arrive after the runtime has loaded the chunks;
 * a preload then would download them a second time (decision 158).
 */
function alreadyAsked(href: string): boolean {
  if (performance.getEntriesByName?.(href).length) return true;
  const tags = document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]');
  return [...tags].some((tag) => (tag instanceof HTMLScriptElement ? tag.src : tag.href) === href);
}

function preload(href: string, as: 'script' | 'style'): void {
  if (alreadyAsked(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Asks the browser for the first page's remote entry and the page's own chunks now, as preload
 * hints, so they are on hand when the federation runtime asks for them after the shell's shared
 * chunks have been evaluated: otherwise the entry and then the page's chunks are two more round
 * trips on the first paint's critical path (decisions 150, 152). The page's files come from the
 * remote's `page-chunks.json`, next to its entry; a remote without one (or any failure) just
 * loses the head start. The runtime inserts plain <script> and <link rel="stylesheet"> tags
 * (no crossorigin), which is what these preloads match.
 */
export function hintFirstPage(entryUrl: string | undefined, module: string): void {
  if (!entryUrl) return;
  const entry = new URL(entryUrl, document.baseURI);
  preload(entry.href, 'script');
  fetch(new URL(PAGE_CHUNKS_FILE, entry))
    .then((response) => (response.ok ? response.json() : {}))
    .then((pages: Record<string, unknown>) => {
      const files = pages[module];
      if (!Array.isArray(files)) return;
      for (const file of files) {
        if (typeof file === 'string') preload(new URL(file, entry).href, file.endsWith('.css') ? 'style' : 'script');
      }
    })
    .catch(() => undefined);
}
