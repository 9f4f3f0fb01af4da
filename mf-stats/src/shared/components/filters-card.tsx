import type { ReactNode } from 'react';

/** The card holding a screen's filters, with its Reset / Show All buttons on the right. */
export function FiltersCard({ children, actions, label = 'Filters' }: { children: ReactNode; actions?: ReactNode; label?: string }) {
  return (
    <section className="st-filters dr-card" aria-label={label}>
      <div className="st-filters__grid">{children}</div>
      {actions && <div className="st-filters__actions">{actions}</div>}
    </section>
  );
}

/** A labelled control in the filters grid. `wide` spans two grid columns, `full` the whole row. */
export function Field({ label, htmlFor, children, wide, full }: { label: ReactNode; htmlFor?: string; children: ReactNode; wide?: boolean; full?: boolean }) {
  return (
    <div className={`st-field${wide ? ' st-field--wide' : ''}${full ? ' st-field--full' : ''}`}>
      {htmlFor ? <label className="dr-field__label" htmlFor={htmlFor}>{label}</label> : <span className="dr-field__label">{label}</span>}
      {children}
    </div>
  );
}
