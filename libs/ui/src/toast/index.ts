export { toast, TOAST_EVENT } from './toast';
export { Toaster } from './toaster';
export { createToastStore, TOAST_DURATION_MS, type ToastAction, type ToastInput, type ToastItem, type ToastVariant } from './toast-store';
