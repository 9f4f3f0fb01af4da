import type { ReactNode } from 'react';
import './layout.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Controls shown at the right of the title on wide screens. */
  actions?: ReactNode;
}

/** Every page's h1 (the e2e smoke looks for it) and its one-line explanation. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="dr-page-header">
      <div className="dr-page-header__text">
        <h1 className="dr-page-header__title">{title}</h1>
        {subtitle && <p className="dr-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="dr-page-header__actions">{actions}</div>}
    </header>
  );
}
