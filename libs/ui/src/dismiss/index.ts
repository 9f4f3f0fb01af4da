export { useDismiss, type DismissReason } from './use-dismiss';
