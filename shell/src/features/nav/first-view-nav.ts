/**
 * The nav bar sent in the HTML's first view (decision 156) is static markup until React takes
 * the page over, and that waits for the page's own code: up to 400 ms into a cold load. A tap on
 * a menu or the hamburger in that time did nothing. This listener does what NavBar does on that
 * markup: one menu open at a time, the hamburger folds the links out, Escape or a click
 * elsewhere closes them. The links are plain <a href>s: followed, the browser loads that page
 * (and its first view). NavBar's first render starts from what is open here, and focus goes
 * back where it was, so the swap is not felt (decision 161).
 *
 * It starts from a script of its own, loaded `async` by each page's HTML
 * (first-view-nav-script.ts), so it works from about the first paint (from the first paint on a
 * page where that script is render-blocking, decision 167) rather than from when main.js has run;
 * main.js starts it too, for an HTML without that script. The two bundles each have a copy of
 * this module, hence the state on globalThis. Plain DOM on purpose: no React yet.
 */
import { hamburgerLabel, menuPanelId } from './nav-links';

export interface FirstViewNav {
  /** The id of the open menu (NavMenu's `menu.id`), if any. */
  openMenu: string | null;
  /** Whether the hamburger had folded the links out (phones). */
  mobileOpen: boolean;
  /** A selector for the nav element that had focus, to give it back once React has drawn it. */
  focus?: string;
}

const CLOSED: FirstViewNav = { openMenu: null, mobileOpen: false };
const TRIGGER = '.dr-nav-menu__trigger';
const HAMBURGER = '.dr-nav__hamburger';

const KEY = '__draftroomFirstViewNav';
/** Serving, or over for good once NavBar has drawn the live bar (a late script must not start it again). */
type Serving = AbortController | 'taken over';
const holder = () => globalThis as unknown as Record<string, Serving | undefined>;
const serving = (): AbortController | undefined => {
  const value = holder()[KEY];
  return value instanceof AbortController ? value : undefined;
};
/** The first view's root, looked up when needed: the async script may run before it is parsed. */
const root = () => document.getElementById('root');

const menuIdOf = (trigger: Element): string | null => {
  const panel = trigger.getAttribute('aria-controls') ?? '';
  return panel.startsWith(menuPanelId('')) ? panel.slice(menuPanelId('').length) : null;
};

function setMenuOpen(trigger: HTMLElement, open: boolean) {
  trigger.setAttribute('aria-expanded', String(open));
  trigger.parentElement?.classList.toggle('is-open', open);
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

function setMobileOpen(header: Element, open: boolean) {
  const hamburger = header.querySelector<HTMLElement>(HAMBURGER);
  if (!hamburger) return;
  hamburger.setAttribute('aria-expanded', String(open));
  hamburger.setAttribute('aria-label', hamburgerLabel(open));
  document.getElementById(hamburger.getAttribute('aria-controls') ?? '')?.classList.toggle('is-open', open);
}

const openTrigger = (header: Element) => header.querySelector<HTMLElement>(`${TRIGGER}[aria-expanded="true"]`);

function closeMenus(header: Element) {
  for (const trigger of header.querySelectorAll<HTMLElement>(TRIGGER)) setMenuOpen(trigger, false);
}

function onClick(event: MouseEvent) {
  const header = root()?.querySelector('.dr-nav');
  if (!header || !(event.target instanceof Element)) return;
  if (!header.contains(event.target)) {
    closeMenus(header);
    setMobileOpen(header, false);
    return;
  }
  const trigger = event.target.closest<HTMLElement>(TRIGGER);
  if (trigger) {
    const open = trigger.getAttribute('aria-expanded') !== 'true';
    closeMenus(header);
    setMenuOpen(trigger, open);
  } else if (event.target.closest(HAMBURGER)) {
    setMobileOpen(header, header.querySelector(HAMBURGER)?.getAttribute('aria-expanded') !== 'true');
  }
}

function onKeyDown(event: KeyboardEvent) {
  const header = root()?.querySelector('.dr-nav');
  const trigger = header && openTrigger(header);
  if (event.key !== 'Escape' || !header || !trigger) return;
  trigger.focus();
  closeMenus(header);
}

/** From the page's first script: the first view's nav works from here until NavBar has drawn the live one. */
export function serveFirstViewNav(): void {
  if (holder()[KEY]) return;
  const listening = new AbortController();
  holder()[KEY] = listening;
  document.addEventListener('click', onClick, { signal: listening.signal });
  document.addEventListener('keydown', onKeyDown, { signal: listening.signal });
}

/** The element's selector within the bar, when it is one NavBar draws the same way. */
function focusSelector(header: Element): string | undefined {
  const active = document.activeElement;
  if (!active || !header.contains(active)) return undefined;
  const controls = active.getAttribute('aria-controls');
  if (controls) return `[aria-controls="${controls}"]`;
  const href = active.getAttribute('href');
  return href ? `a[href="${href}"]` : undefined;
}

/**
 * What NavBar's first render starts from: what is open in the first view on screen, or all
 * closed (no first view, or it is no longer served). Read while React renders, which it commits
 * in the same task, so a click cannot fall between this and the live bar.
 */
export function firstViewNav(): FirstViewNav {
  const header = serving() && root()?.querySelector('.dr-nav');
  if (!header) return CLOSED;
  const trigger = openTrigger(header);
  return {
    openMenu: trigger && menuIdOf(trigger),
    mobileOpen: header.querySelector(HAMBURGER)?.getAttribute('aria-expanded') === 'true',
    focus: focusSelector(header),
  };
}

/** NavBar, once committed: the bar on screen is its own now. */
export function stopServingFirstViewNav(): void {
  serving()?.abort();
  holder()[KEY] = 'taken over';
}
