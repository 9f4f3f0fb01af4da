import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { isLinkActive, isMenuActive, menuPanelId, type NavMenu as NavMenuData } from './nav-links';

export interface NavMenuProps {
  menu: NavMenuData;
  pathname: string;
}

/**
 * A menu of links in a native popover: the button opens and closes it (popovertarget), and the
 * browser closes it on Escape, handing focus back to the button, and on a click outside. Arrow
 * keys move between the links, Home/End jump. The panel hangs under its button by CSS anchor
 * positioning.
 */
export function NavMenu({ menu, pathname }: NavMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const active = isMenuActive(menu, pathname);
  const panelId = menuPanelId(menu.id);
  const anchor = `--${panelId}`;

  const focusLink = (index: number | 'first' | 'last') => {
    const links = Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    const i = index === 'first' ? 0 : index === 'last' ? links.length - 1 : (index + links.length) % links.length;
    links[i].focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    panel.current?.showPopover();
    focusLink('first');
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = Array.from(panel.current?.querySelectorAll('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: current + 1, ArrowUp: current - 1, Home: 'first', End: 'last',
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusLink(moves[event.key]);
  };

  return (
    <div className={`dr-nav-menu${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className={`dr-nav__item dr-nav-menu__trigger${active ? ' is-active' : ''}`}
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        style={{ anchorName: anchor } as CSSProperties}
        onKeyDown={onTriggerKeyDown}
      >
        {menu.label}
        <svg className="dr-nav-menu__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        className="dr-nav-menu__panel"
        style={{ positionAnchor: anchor } as CSSProperties}
        onToggle={(event) => setOpen(event.newState === 'open')}
        onKeyDown={onPanelKeyDown}
      >
        {menu.groups.map((group, index) => (
          <div key={group.heading ?? index} className="dr-nav-menu__group" role={group.heading ? 'group' : undefined} aria-label={group.heading}>
            {group.heading && <p className="dr-nav-menu__heading" aria-hidden="true">{group.heading}</p>}
            <ul className="dr-nav-menu__list">
              {group.links.map((link) => {
                const current = isLinkActive(link, pathname);
                return (
                  <li key={link.to}>
                    <Link to={link.to} className={`dr-nav-menu__link${current ? ' is-active' : ''}`} aria-current={current ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
