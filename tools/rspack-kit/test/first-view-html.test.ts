/** @engines sqlite: no storage (a build step of the shell) */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { firstViewHtml } = require('../lib/first-view-html.cjs') as {
  firstViewHtml: (indexHtml: string, route: { title: string }, markup: string) => string;
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

  it('fails the build when the template has no empty #root to fill', () => {
    expect(() => firstViewHtml(INDEX.replace('<div id="root"></div>', ''), { title: 'x' }, '')).toThrow(/no empty #root/);
  });
});
