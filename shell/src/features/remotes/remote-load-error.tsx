import { Button, ErrorState } from '@draftroom/ui';

export interface RemoteLoadErrorProps {
  area: string;
  error: Error;
  onRetry: () => void;
}

export function RemoteLoadError({ area, error, onRetry }: RemoteLoadErrorProps) {
  return (
    <div className="dr-page">
      <ErrorState
        title="This part of Draftroom could not be loaded"
        message={`The ${area} area is not available right now. The rest of Draftroom still works: try again, or pick another page from the menu.`}
        action={<Button variant="secondary" onClick={onRetry}>Retry</Button>}
        details={error.message}
      />
    </div>
  );
}
