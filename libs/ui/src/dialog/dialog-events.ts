/**
 * A modal <dialog> sits in the top layer and makes the rest of the page inert, toasts included.
 * Each remote bundles its own copy of this library, so dialogs tell the host's one <Toaster/>
 * about themselves with a window event, and it moves its region into the topmost open dialog.
 */
export const DIALOG_EVENT = 'draftroom:dialog';

export interface DialogEventDetail {
  dialog: HTMLDialogElement;
  open: boolean;
}

export function announceDialog(dialog: HTMLDialogElement, open: boolean): void {
  window.dispatchEvent(new CustomEvent<DialogEventDetail>(DIALOG_EVENT, { detail: { dialog, open } }));
}
