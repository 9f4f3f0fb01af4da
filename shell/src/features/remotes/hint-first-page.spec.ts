/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { hintFirstPage } from './hint-first-page';

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => `${(l as HTMLLinkElement).as} ${(l as HTMLLinkElement).href}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What fetch answers, as far as the hint reads it (jsdom has no Response). */
const answer = (body: string, status = 200) => ({ ok: status < 300, status, json: async () => JSON.parse(body) as unknown });

const realFetch = globalThis.fetch;
let fetchMock: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('hintFirstPage', () => {
  it("preloads the entry, then the page's own files listed next to it", async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ BuildPage: ['135.abc.js', '135.abc.css'], AllDraftsPage: ['741.def.js'] })));
    hintFirstPage('/remotes/mf-drafts/remoteEntry.js', 'BuildPage');
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${location.origin}/remotes/mf-drafts/page-chunks.json`);
    await settle();
    expect(preloads()).toEqual([
      `script ${location.origin}/remotes/mf-drafts/remoteEntry.js`,
      `script ${location.origin}/remotes/mf-drafts/135.abc.js`,
      `style ${location.origin}/remotes/mf-drafts/135.abc.css`,
    ]);
  });

  it('resolves the files against an entry on another origin', async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ XptsPage: ['34.x.js'] })));
    hintFirstPage('https://cdn.example.org/mf-stats/remoteEntry.js', 'XptsPage');
    await settle();
    expect(preloads()).toContain('script https://cdn.example.org/mf-stats/34.x.js');
  });

  it('keeps the entry hint alone when the list is missing, broken or lacks the page', async () => {
    fetchMock.mockResolvedValueOnce(answer('nope', 404));
    hintFirstPage('/remotes/mf-stats/remoteEntry.js', 'FdrPage');
    fetchMock.mockResolvedValueOnce(answer('{not json'));
    hintFirstPage('/remotes/mf-drafts/remoteEntry.js', 'BuildPage');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    hintFirstPage('/remotes/mf-team-manager/remoteEntry.js', 'TeamManagerPage');
    await settle();
    expect(preloads()).toEqual([
      `script ${location.origin}/remotes/mf-stats/remoteEntry.js`,
      `script ${location.origin}/remotes/mf-drafts/remoteEntry.js`,
      `script ${location.origin}/remotes/mf-team-manager/remoteEntry.js`,
    ]);
  });

  it("leaves out files the runtime has already asked for or fetched, so nothing downloads twice", async () => {
    fetchMock.mockResolvedValue(answer(JSON.stringify({ BuildPage: ['135.abc.js', '135.abc.css', '136.def.js'] })));
    const script = document.createElement('script');
    script.src = '/remotes/mf-drafts/135.abc.js';
    document.head.appendChild(script);
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/remotes/mf-drafts/135.abc.css';
    document.head.appendChild(sheet);
    const fetched = `${location.origin}/remotes/mf-drafts/136.def.js`;
    const entries = jest.fn((name: string) => (name === fetched ? [{ name }] : []));
    Object.defineProperty(performance, 'getEntriesByName', { value: entries, configurable: true });
    try {
      hintFirstPage('/remotes/mf-drafts/remoteEntry.js', 'BuildPage');
      await settle();
      expect(preloads()).toEqual([`script ${location.origin}/remotes/mf-drafts/remoteEntry.js`]);
      expect(entries).toHaveBeenCalledWith(fetched);
    } finally {
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    }
  });

  it('does nothing without an entry URL', () => {
    hintFirstPage(undefined, 'BuildPage');
    expect(preloads()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
