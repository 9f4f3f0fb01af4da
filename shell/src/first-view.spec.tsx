import { PAGE_ROUTES } from '@draftroom/contracts';
import { renderFirstView } from './first-view';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

describe('first views (decision 156)', () => {
  it.each(PAGE_ROUTES.map((r) => [r.path, r] as const))('%s: the nav bar, the page header from the route table and a loading state', (_path, route) => {
    const markup = renderFirstView(route);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(markup).toContain(`<h1 class="dr-page-header__title">${escaped(route.title)}</h1>`);
    expect(markup).toContain(`<p class="dr-page-header__subtitle">${escaped(route.subtitle)}</p>`);
    expect(markup).toContain(`dr-page--${route.width ?? 'default'}`);
    expect(markup).toContain('aria-label="Main"');
    expect(markup).toMatch(/role="status"[^>]*>.*Loading (Team Manager|Draft tools|Stats)\.\.\./);
  });

  it('leaves the page to the gateway: its remote\'s first view when there is one, else the loading state (decision 160)', () => {
    const markup = renderFirstView(PAGE_ROUTES.find((r) => r.path === '/team-manager')!);
    expect(markup).toMatch(/<main[^>]*><!--# block name="page-loading" --><div class="dr-page[^"]*">.*Loading Team Manager\.\.\..*<!--# endblock -->/);
    expect(markup).toContain('<!--# endblock --><!--# include virtual="/__first-views/mf-team-manager/TeamManagerPage.html?$args" stub="page-loading" --></main>');
    expect(markup.match(/Loading Team Manager/g)).toHaveLength(1);
  });

  it('marks the current page in the nav bar', () => {
    const build = renderFirstView(PAGE_ROUTES.find((r) => r.path === '/build')!);
    expect(build).toMatch(/<a class="dr-nav-menu__link is-active" aria-current="page" href="\/build"/);
    expect(build.match(/aria-current="page"/g)).toHaveLength(1);
  });
});
