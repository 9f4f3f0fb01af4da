import './layout.css';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`dr-spinner dr-spinner--${size}`} aria-hidden="true" />;
}
