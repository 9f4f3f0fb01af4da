import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { wrapTab } from './focus';
import { useModalDialog } from './use-modal-dialog';
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

/**
 * A modal built on the native <dialog> (decision 064): showModal() gives the focus containment,
 * the inert page behind, the top layer and Escape; this adds Tab wrapping, closing on a press
 * outside the panel, and focus given back on close (decision 039).
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? createPortal(<ModalDialog {...props} />, document.body) : null;
}

function ModalDialog({ onClose, title, description, children, footer, size = 'md' }: Omit<DialogProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useModalDialog(dialog);
  const titleId = useId();
  const descriptionId = useId();
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A press on the backdrop targets the <dialog> itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`dr-dialog dr-dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // React bubbles this through its tree: a dialog rendered by another closes only itself.
        if (event.target !== event.currentTarget) return;
        // Closing is React's job (the caller's `open`), so the element is not closed under it.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => event.currentTarget.contains(event.target as Node) && wrapTab(event, event.currentTarget)}
      onMouseDown={closeOnBackdrop}
    >
      <header className="dr-dialog__header">
        <h2 id={titleId} className="dr-dialog__title">{title}</h2>
        {description && <p id={descriptionId} className="dr-dialog__description">{description}</p>}
      </header>
      <button type="button" className="dr-dialog__close" aria-label="Close dialog" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {shown && children && <div className="dr-dialog__body">{children}</div>}
      {shown && footer && <footer className="dr-dialog__footer">{footer}</footer>}
    </dialog>
  );
}
