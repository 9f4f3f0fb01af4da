import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createToastStore, type ToastInput, type ToastItem } from './toast-store';
import { TOAST_EVENT } from './toast';
import { useSwipeDismiss } from './use-swipe-dismiss';
import { useTopDialog } from './use-top-dialog';
import './toast.css';

/**
 * The page's one notification region; F8 moves focus to it (spec section 9). While a modal dialog
 * is open the region lives inside it: the page behind a modal is inert, so a toast there (a
 * refused pick in the picker, a missing plan name) could be neither seen clearly nor announced.
 */
export function Toaster() {
  const store = useMemo(() => createToastStore(), []);
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const region = useRef<HTMLElement>(null);
  const host = useTopDialog();

  useEffect(() => {
    const onToast = (event: Event) => store.show((event as CustomEvent<ToastInput>).detail);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener(TOAST_EVENT, onToast);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      window.removeEventListener('keydown', onKey);
    };
  }, [store]);

  const notifications = (
    <section ref={region} className="dr-toaster" aria-label="Notifications (F8)" aria-live="polite" tabIndex={-1}>
      {current && <Toast key={current.id} item={current} onDismiss={() => store.dismiss(current.id)} onPause={store.pause} onResume={store.resume} />}
    </section>
  );
  return host ? createPortal(notifications, host) : notifications;
}

interface ToastProps {
  item: ToastItem;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

function Toast({ item, onDismiss, onPause, onResume }: ToastProps) {
  const { offset, handlers } = useSwipeDismiss(onDismiss);
  const ref = useRef<HTMLDivElement>(null);
  // Resume only when neither the pointer nor the focus is still on the toast.
  const resumeUnlessHeld = () => {
    const node = ref.current;
    if (node && !node.matches(':hover') && !node.contains(document.activeElement)) onResume();
  };
  return (
    <div
      className={`dr-toast dr-toast--${item.variant}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      {...handlers}
      ref={ref}
      onPointerEnter={onPause}
      onPointerLeave={resumeUnlessHeld}
      onFocus={onPause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeUnlessHeld();
      }}
    >
      <div className="dr-toast__body">
        <p className="dr-toast__title">{item.title}</p>
        {item.description && <p className="dr-toast__description">{item.description}</p>}
        {item.action && (
          // In the toast itself, so a toast over the page's own control never hides the way back.
          <button type="button" className="dr-button dr-button--secondary dr-button--sm dr-toast__action" onClick={() => { item.action!.onAction(); onDismiss(); }}>
            {item.action.label}
          </button>
        )}
      </div>
      <button type="button" className="dr-toast__close" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
