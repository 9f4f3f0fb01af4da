/**
 * Asks the browser to fetch a remote's entry now, as a preload hint, so it is on hand when the
 * federation runtime asks for it after the shared chunks have loaded: the entry is otherwise one
 * more round trip on the first page's critical path. The runtime inserts a plain <script> (no
 * crossorigin), which is what an `as="script"` preload without crossorigin matches.
 */
export function hintRemoteEntry(url: string | undefined): void {
  if (!url || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}
