import './shirt.css';
import { GENERIC_GK_SHIRT_URL, GENERIC_SHIRT_URL } from './generic-shirt';

export interface PlayerShirtProps {
  /** Club code as in spec section 3 (ARS, AVL, ...). */
  teamShortName: string;
  goalkeeper?: boolean;
  /** Rendered width in px (the image is square). */
  size?: number;
  className?: string;
  /** 'generic' for a club known to have no shirt drawn (one no longer in /api/teams): no request that must fail first. */
  kit?: 'club' | 'generic';
}

export const shirtUrl = (teamShortName: string, goalkeeper = false): string =>
  `${goalkeeper ? '/shirts_gk' : '/shirts'}/${teamShortName.toUpperCase()}.png`;

/**
 * A club shirt (goalkeepers wear their own). A club with no shirt drawn (one the product has never
 * seen, issue 32) wears the generic kit; only if that fails too is the image hidden (spec 8).
 */
export function PlayerShirt({ teamShortName, goalkeeper = false, size = 40, className, kit = 'club' }: PlayerShirtProps) {
  const generic = goalkeeper ? GENERIC_GK_SHIRT_URL : GENERIC_SHIRT_URL;
  return (
    <img
      className={['dr-shirt', className].filter(Boolean).join(' ')}
      src={kit === 'generic' ? generic : shirtUrl(teamShortName, goalkeeper)}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      loading="lazy"
      onError={(e) => {
        const img = e.currentTarget;
        if (img.src === generic) img.style.visibility = 'hidden';
        else img.src = generic;
      }}
    />
  );
}
