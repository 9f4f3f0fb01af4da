import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Accessible modal: portal, focus trap, Escape and backdrop close, focus returned on close. */
export function Dialog({ open, onClose, title, description, children, footer, size = 'md' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panel, open, onClose);
  useBodyScrollLock(open);
  if (!open) return null;

  return createPortal(
    <div
      className="dr-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`dr-dialog dr-dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <header className="dr-dialog__header">
          <h2 id={titleId} className="dr-dialog__title">{title}</h2>
          {description && <p id={descriptionId} className="dr-dialog__description">{description}</p>}
        </header>
        <button type="button" className="dr-dialog__close" aria-label="Close dialog" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children && <div className="dr-dialog__body">{children}</div>}
        {footer && <footer className="dr-dialog__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}

function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
