// The queue is the kit's (framework-free); this is its React view.
export {
  createToastQueue,
  TOAST_DURATION,
  type Toast,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  toastQueue,
} from '../../kit/index';
export { ToastRegion, type ToastRegionProps } from './toast-region';
