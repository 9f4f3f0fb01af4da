import type { ReactNode } from 'react';
import './layout.css';

export interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  action?: ReactNode;
  /** Extra detail for the curious (e.g. the technical error), collapsed by default. */
  details?: string;
}

/** A red, announced error block, used inline inside the page area. */
export function ErrorState({ title, message, action, details }: ErrorStateProps) {
  return (
    <div className="dr-state dr-state--error" role="alert">
      {title && <h2 className="dr-state__title">{title}</h2>}
      <p className="dr-state__text">{message}</p>
      {action && <div className="dr-state__action">{action}</div>}
      {details && (
        <details className="dr-state__details">
          <summary>Technical details</summary>
          <code>{details}</code>
        </details>
      )}
    </div>
  );
}
