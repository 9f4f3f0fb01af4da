/**
 * The notification state of spec section 9: one toast at a time (a new one replaces the old),
 * each dismissed automatically after its display time. Framework-free so it is easy to test.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; the product default is 5000. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;

export interface ToastStore {
  show(input: ToastInput): number;
  dismiss(id?: number): void;
  getSnapshot(): ToastItem | null;
  subscribe(listener: () => void): () => void;
}

export function createToastStore(defaultDuration = TOAST_DURATION_MS): ToastStore {
  let current: ToastItem | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const dismiss = (id?: number) => {
    if (!current || (id !== undefined && id !== current.id)) return;
    clearTimeout(timer);
    current = null;
    notify();
  };

  return {
    show({ title, description, variant = 'default', duration = defaultDuration }) {
      clearTimeout(timer);
      const id = nextId++;
      current = { id, title, description, variant };
      timer = setTimeout(() => dismiss(id), duration);
      notify();
      return id;
    },
    dismiss,
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
