import { Component, type ReactNode } from 'react';
import { RemoteLoadError } from './remote-load-error';

interface Props {
  /** The area as users call it (REMOTES[..].label). */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that cannot be fetched or throws while rendering, and shows the error inside
 * the page area only: the nav bar and every other route keep working. (The root's
 * onCaughtError in bootstrap.tsx logs what was caught.)
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error) return <RemoteLoadError area={this.props.area} error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
