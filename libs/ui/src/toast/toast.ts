import type { ToastInput } from './toast-store';

/**
 * Each remote bundles its own copy of this library, so a module-level store would not be
 * shared with the shell. A DOM event is: whichever <Toaster/> is mounted on the page shows it.
 */
export const TOAST_EVENT = 'draftroom:toast';

export function toast(input: ToastInput): void {
  window.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
}
