export {
  createToastQueue,
  TOAST_DURATION,
  type Toast,
  type ToastAction,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  toastQueue,
} from './toast-queue';
export { showToasts, type ToastViewOptions, toast } from './toast-view';
