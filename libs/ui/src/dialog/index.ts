export { Dialog, type DialogProps } from './dialog';
export { useFocusTrap } from './use-focus-trap';
