/**
 * The notification state of spec section 9: one toast at a time (a new one replaces the old),
 * each dismissed automatically after its display time. The display time stands still while the
 * toast is paused (pointer over it or focus inside it), as accessible toasts do (WCAG 2.2.1): a
 * reader is never cut off mid-sentence, nor a Dismiss button pulled from under the pointer.
 * Framework-free so it is easy to test.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

/** A button in the toast that undoes what it reports (e.g. 'Undo Clear Squad'); it closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Display time in ms; the product default is 5000. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;

export interface ToastStore {
  show(input: ToastInput): number;
  dismiss(id?: number): void;
  /** Stops the current toast's clock; `resume` runs it on for the time it had left. */
  pause(): void;
  resume(): void;
  getSnapshot(): ToastItem | null;
  subscribe(listener: () => void): () => void;
}

export function createToastStore(defaultDuration = TOAST_DURATION_MS): ToastStore {
  let current: ToastItem | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The running clock: when it would dismiss, and the time left while paused.
  let dueAt = 0;
  let remaining: number | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const dismiss = (id?: number) => {
    if (!current || (id !== undefined && id !== current.id)) return;
    clearTimeout(timer);
    current = null;
    notify();
  };

  const run = (id: number, ms: number) => {
    clearTimeout(timer);
    remaining = null;
    dueAt = Date.now() + ms;
    timer = setTimeout(() => dismiss(id), ms);
  };

  return {
    show({ title, description, action, variant = 'default', duration = defaultDuration }) {
      const id = nextId++;
      current = { id, title, description, action, variant };
      run(id, duration);
      notify();
      return id;
    },
    dismiss,
    pause() {
      if (!current || remaining !== null) return;
      clearTimeout(timer);
      remaining = Math.max(0, dueAt - Date.now());
    },
    resume() {
      if (current && remaining !== null) run(current.id, remaining);
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
