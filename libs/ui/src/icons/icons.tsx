import type { ReactNode, SVGProps } from 'react';

/** Small stroke icons drawn in-house (no icon font, no CDN, no emoji that may not render). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;

export const PitchIcon = (p: P) => (
  <Icon {...p}><rect x="3" y="4" width="18" height="16" rx="2" /><path d="M12 4v16" /><circle cx="12" cy="12" r="3" /><path d="M3 9h3v6H3M21 9h-3v6h3" /></Icon>
);
export const UsersIcon = (p: P) => (
  <Icon {...p}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" /></Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></Icon>
);
export const ChartIcon = (p: P) => (
  <Icon {...p}><path d="M4 20V4M4 20h16" /><path d="m7 15 4-4 3 3 5-6" /></Icon>
);
export const GridIcon = (p: P) => (
  <Icon {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="2" /><path d="M3.5 9.2h17M3.5 14.8h17M9.2 3.5v17M14.8 3.5v17" /></Icon>
);
export const CompareIcon = (p: P) => (
  <Icon {...p}><path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" /></Icon>
);
export const StarIcon = (p: P) => (
  <Icon {...p}><path d="m12 3.5 2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.8-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z" /></Icon>
);
export const PercentIcon = (p: P) => (
  <Icon {...p}><path d="M19 5 5 19" /><circle cx="7" cy="7" r="2.5" /><circle cx="17" cy="17" r="2.5" /></Icon>
);
export const ListIcon = (p: P) => (
  <Icon {...p}><path d="M9 6h11M9 12h11M9 18h11" /><circle cx="4.5" cy="6" r="1" /><circle cx="4.5" cy="12" r="1" /><circle cx="4.5" cy="18" r="1" /></Icon>
);
export const TrophyIcon = (p: P) => (
  <Icon {...p}><path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v4M8 20h8M9.5 17h5" /></Icon>
);
