import type { ReactNode } from 'react';
import './shared.css';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'good' | 'bad' | 'accent';
}

/** A labelled figure: 'Players Selected 11/15', 'Draft Rating 72.4'. */
export function StatTile({ label, value, hint, tone = 'default' }: StatTileProps) {
  return (
    <div className={`dt-tile dt-tile--${tone}`}>
      <span className="dt-tile__label">{label}</span>
      <span className="dt-tile__value">{value}</span>
      {hint && <span className="dt-tile__hint">{hint}</span>}
    </div>
  );
}
