import { Spinner } from './spinner';
import './layout.css';

/** A polite "loading" block; the label is what the spec names ("Loading drafts..." etc.). */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="dr-state dr-state--loading" role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className="dr-state__text">{label}</p>
    </div>
  );
}
