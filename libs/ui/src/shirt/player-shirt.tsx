import './shirt.css';

export interface PlayerShirtProps {
  /** Club code as in spec section 3 (ARS, AVL, ...). */
  teamShortName: string;
  goalkeeper?: boolean;
  /** Rendered width in px (the image is square). */
  size?: number;
  className?: string;
}

export const shirtUrl = (teamShortName: string, goalkeeper = false): string =>
  `${goalkeeper ? '/shirts_gk' : '/shirts'}/${teamShortName.toUpperCase()}.png`;

/** A club shirt (goalkeepers wear their own). A shirt that fails to load is simply hidden (spec 8). */
export function PlayerShirt({ teamShortName, goalkeeper = false, size = 40, className }: PlayerShirtProps) {
  return (
    <img
      className={['dr-shirt', className].filter(Boolean).join(' ')}
      src={shirtUrl(teamShortName, goalkeeper)}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      loading="lazy"
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}
