import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { isLinkActive, isMenuActive, menuPanelId, type NavMenu as NavMenuData } from './nav-links';

export interface NavMenuProps {
  menu: NavMenuData;
  pathname: string;
  open: boolean;
  /** Open and on screen before this panel was drawn (the first view's): no opening animation. */
  appeared?: boolean;
  onToggle: () => void;
  /** Called when a link is chosen: the bar closes every menu. */
  onChoose: () => void;
}

/**
 * A disclosure menu (button with aria-expanded + a panel of links). Arrow keys move between the
 * links, Home/End jump; Escape and outside clicks are handled by the bar.
 */
export function NavMenu({ menu, pathname, open, appeared = false, onToggle, onChoose }: NavMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const active = isMenuActive(menu, pathname);
  const panelId = menuPanelId(menu.id);

  const focusLink = (index: number | 'first' | 'last') => {
    const links = Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (links.length === 0) return;
    const i = index === 'first' ? 0 : index === 'last' ? links.length - 1 : (index + links.length) % links.length;
    links[i].focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!open) onToggle();
    requestAnimationFrame(() => focusLink('first'));
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
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
      >
        {menu.label}
        <svg className="dr-nav-menu__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={panel} id={panelId} className={`dr-nav-menu__panel${appeared ? ' is-appeared' : ''}`} hidden={!open} onKeyDown={onPanelKeyDown}>
        {menu.groups.map((group, index) => (
          <div key={group.heading ?? index} className="dr-nav-menu__group" role={group.heading ? 'group' : undefined} aria-label={group.heading}>
            {group.heading && <p className="dr-nav-menu__heading" aria-hidden="true">{group.heading}</p>}
            <ul className="dr-nav-menu__list">
              {group.links.map((link) => {
                const current = isLinkActive(link, pathname);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={`dr-nav-menu__link${current ? ' is-active' : ''}`}
                      aria-current={current ? 'page' : undefined}
                      onClick={onChoose}
                    >
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
