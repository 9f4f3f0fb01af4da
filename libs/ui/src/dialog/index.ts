export { Dialog, type DialogProps } from './dialog';
export { FOCUS_ANCHOR_ATTRIBUTE, restoreFocus, useFocusTrap } from './use-focus-trap';
