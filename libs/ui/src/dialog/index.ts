export { Dialog, type DialogProps } from './dialog';
export { DIALOG_EVENT, type DialogEventDetail } from './dialog-events';
export { FOCUS_ANCHOR_ATTRIBUTE, restoreFocus } from './focus';
