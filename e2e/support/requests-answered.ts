import type { Page, Request } from '@playwright/test';

/**
 * "The page has its answers": no request of the page is still waiting for its response, for half
 * a second. Playwright's `networkidle` waits for every request to *finish* instead, and Chromium's
 * background revalidation of a `stale-while-revalidate` answer (the stats reads' Cache-Control)
 * keeps a request open long after the page has drawn the stale copy it was given: up to 30 s in
 * which nothing on the screen changes. Requests are counted from `trackRequests`.
 */
const waiting = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests; call before its first navigation. */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  waiting.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('response', (r) => open.delete(r.request()));
  page.on('requestfailed', (r) => open.delete(r));
}

export async function requestsAnswered(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const open = waiting.get(page);
  if (!open) throw new Error('requestsAnswered needs trackRequests(page) before the page loads');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (open.size > 0) quietSince = Date.now();
    if (Date.now() > deadline) throw new Error(`Still waiting for ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}
