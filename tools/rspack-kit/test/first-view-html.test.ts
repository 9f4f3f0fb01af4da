/** @engines sqlite: no storage (a build step of the shell) */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { firstViewHtml } = require('../lib/first-view-html.cjs') as {
  firstViewHtml: (indexHtml: string, route: { title: string; firstData?: readonly string[]; drawnWithData?: string }, markup: string, navScript?: string) => string;
};

const INDEX = '<!doctype html><html><head><title>Draftroom</title><script defer src="/main.1.js"></script>'
  + '<link as="style" href="/306.ab.css" rel="preload"><link as="script" href="/306.ab.js" rel="preload"></head>'
  + '<body><div id="root"></div></body></html>';

describe('a page\'s copy of index.html (decision 156)', () => {
  it("puts the first view in #root, names the page in <title> and applies the shell's stylesheet", () => {
    const html = firstViewHtml(INDEX, { title: 'Compare <Drafts>' }, '<main>first view $&</main>');
    expect(html).toContain('<div id="root"><main>first view $&</main></div>');
    expect(html).toContain('<title>Compare &lt;Drafts&gt; · Draftroom</title>');
    expect(html).toContain('<link href="/306.ab.css" rel="stylesheet">');
    expect(html).toContain('<link as="script" href="/306.ab.js" rel="preload">');
  });

  it("asks for the page's first data with the HTML, in a way the shell's early fetch takes over", () => {
    const html = firstViewHtml(INDEX, { title: 'All Drafts', firstData: ['/api/players', '/api/drafts?sort=newest&a=1'] }, '');
    expect(html).toContain('<link rel="preload" href="/api/players" as="fetch" crossorigin="use-credentials">'
      + '<link rel="preload" href="/api/drafts?sort=newest&amp;a=1" as="fetch" crossorigin="use-credentials"></head>');
    expect(firstViewHtml(INDEX, { title: 'Not found' }, '')).not.toContain('as="fetch"');
  });

  it('loads the nav bar\'s script async, ahead of main.js (decision 161)', () => {
    const html = firstViewHtml(INDEX, { title: 'All Drafts' }, '', '/first-view-nav.12345678.js');
    expect(html).toContain('<script async fetchpriority="high" src="/first-view-nav.12345678.js"></script><script defer src="/main.1.js">');
    // A page drawn with its data waits for it to paint: its table's sorted column is scrolled into view first (decision 167).
    expect(firstViewHtml(INDEX, { title: 'xPts', drawnWithData: 'stats' }, '', '/first-view-nav.12345678.js'))
      .toContain('<script async blocking="render" fetchpriority="high" src="/first-view-nav.12345678.js"></script>');
    expect(() => firstViewHtml(INDEX.replace('<script defer src="/main.1.js"></script>', ''), { title: 'x' }, '', '/n.js')).toThrow(/main\.js/);
  });

  it('fails the build when the template has no empty #root to fill', () => {
    expect(() => firstViewHtml(INDEX.replace('<div id="root"></div>', ''), { title: 'x' }, '')).toThrow(/no empty #root/);
  });
});
