import { PAGE_CHUNKS_FILE } from '@draftroom/contracts';

function preload(href: string, as: 'script' | 'style'): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...links].some((link) => link.href === href)) return;
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
