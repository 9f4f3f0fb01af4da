import type { ReactNode } from 'react';
import './layout.css';

/** The content column of a page. The host provides <main>; a page is only a section in it. */
export function Page({ children, width = 'default' }: { children: ReactNode; width?: 'default' | 'wide' }) {
  return <div className={`dr-page dr-page--${width}`}>{children}</div>;
}
