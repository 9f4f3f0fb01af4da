/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_ROUTES } from '@draftroom/contracts';
import { renderFirstView } from '../../first-view';
import { NavBar } from './nav-bar';
import { firstViewNav, serveFirstViewNav, stopServingFirstViewNav } from './first-view-nav';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

/** The /xpts first view as the browser gets it: static markup in #root, no React behind it. */
function firstViewRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderFirstView(PAGE_ROUTES.find((r) => r.path === '/xpts')!);
  document.body.append(root);
  return root;
}

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.queryByRole('link', { name });

describe('the first view\'s nav bar before the app takes over', () => {
  let root: HTMLElement;

  beforeEach(() => {
    // A new page load: nothing served or taken over yet (the state lives on globalThis).
    Reflect.deleteProperty(globalThis, '__draftroomFirstViewNav');
    root = firstViewRoot();
    serveFirstViewNav();
  });

  afterEach(() => {
    stopServingFirstViewNav();
    root.remove();
  });

  it('does nothing when not served: the markup alone is inert', () => {
    stopServingFirstViewNav();
    fireEvent.click(button('Preseason Tools'));
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('false');
    expect(link('How good are our xPts?')).toBeNull();
  });

  it('is served once however many scripts start it, and never again once the app has taken over', () => {
    serveFirstViewNav(); // main.js, after the page's own script
    fireEvent.click(button('Preseason Tools'));
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('true'); // one toggle, not two
    stopServingFirstViewNav();
    serveFirstViewNav(); // a script that arrived late
    fireEvent.click(button('Team Manager'));
    expect(button('Team Manager').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a menu on a click, one at a time, and closes it on a second click', () => {
    fireEvent.click(button('Preseason Tools'));
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('true');
    expect(link('How good are our xPts?')?.getAttribute('href')).toBe('/xpts-accuracy');

    fireEvent.click(button('Team Manager'));
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('false');
    expect(link('How good are our xPts?')).toBeNull();
    expect(link('Saved Plans')).not.toBeNull();

    fireEvent.click(button('Team Manager'));
    expect(link('Saved Plans')).toBeNull();
  });

  it('closes on Escape, giving focus to the menu\'s button, and on a click outside the bar', () => {
    fireEvent.click(button('Team Manager'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(link('Saved Plans')).toBeNull();
    expect(document.activeElement).toBe(button('Team Manager'));

    fireEvent.click(button('Team Manager'));
    fireEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(link('Saved Plans')).toBeNull();
  });

  it('folds the links out from the hamburger, with its name saying what a tap does next', () => {
    fireEvent.click(button('Open navigation'));
    expect(button('Close navigation').getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelector('#dr-nav-links')?.classList.contains('is-open')).toBe(true);
    fireEvent.click(button('Close navigation'));
    expect(root.querySelector('#dr-nav-links')?.classList.contains('is-open')).toBe(false);
  });

  it('hands what is open and the focus to the live nav bar, which then serves alone', () => {
    fireEvent.click(button('Open navigation'));
    fireEvent.click(button('Preseason Tools'));
    button('Preseason Tools').focus();
    expect(firstViewNav()).toEqual({ openMenu: 'preseason-tools', mobileOpen: true, focus: '[aria-controls="nav-menu-preseason-tools"]' });

    // React draws over the first view, as the shell's createRoot does.
    render(<MemoryRouter initialEntries={['/xpts']}><NavBar /></MemoryRouter>, { container: root });
    expect(root.querySelectorAll('.dr-nav')).toHaveLength(1);
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('true');
    expect(link('How good are our xPts?')).not.toBeNull();
    expect(button('Close navigation').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button('Preseason Tools'));
    expect(firstViewNav()).toEqual({ openMenu: null, mobileOpen: false });
    // Already on screen: drawn again without its opening animation.
    const panel = () => root.querySelector('#nav-menu-preseason-tools');
    expect(panel()?.classList.contains('is-appeared')).toBe(true);

    // One click, one toggle: the first view's listener no longer acts on the live bar.
    fireEvent.click(button('Preseason Tools'));
    expect(button('Preseason Tools').getAttribute('aria-expanded')).toBe('false');
    // Opened again by the live bar, it animates as usual.
    fireEvent.click(button('Preseason Tools'));
    expect(panel()?.classList.contains('is-appeared')).toBe(false);
  });
});
