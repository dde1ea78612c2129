// Used by the coming wishlist and compare notices.
export {
  createToastQueue,
  TOAST_DURATION,
  type Toast,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  toastQueue,
} from './toast-queue';
export { ToastRegion, type ToastRegionProps } from './toast-region';
