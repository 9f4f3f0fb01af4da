import type { ReactNode } from 'react';
import './layout.css';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className="dr-state dr-state--empty">
      {icon && <div className="dr-state__icon" aria-hidden="true">{icon}</div>}
      <h2 className="dr-state__title">{title}</h2>
      {text && <p className="dr-state__text">{text}</p>}
      {action && <div className="dr-state__action">{action}</div>}
    </div>
  );
}
