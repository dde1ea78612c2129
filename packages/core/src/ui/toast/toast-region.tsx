import { type ComponentPropsWithRef, type ReactNode, useSyncExternalStore } from 'react';
import { type Toast, type ToastQueue, toastQueue } from '../../kit/index';
import { CloseButton, UI_LABELS } from '../shared/index';

/** Props of `ToastRegion`. */
export interface ToastRegionProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The queue to show; default the page-wide `toastQueue`. */
  queue?: ToastQueue;
  /** Name of the region. Default `"Bildirimler"`. */
  label?: string;
  /** Class names of each toast (e.g. the classic `wopb-modal-toast-wrapper`). */
  toastClassName?: string;
  /** Class names of each close button. */
  closeClassName?: string;
  /** Accessible name of the close buttons. Default `"Kapat"`. */
  closeLabel?: string;
  /** Renders a toast's body; default its message. */
  renderToast?: (toast: Toast) => ReactNode;
}

/**
 * Shows a toast queue in one polite live region: each toast has its message and a close
 * button; its countdown pauses while it is hovered or focused.
 */
export function ToastRegion({
  queue = toastQueue,
  label = UI_LABELS.notifications,
  toastClassName,
  closeClassName,
  closeLabel,
  renderToast = (toast) => toast.message,
  ...rest
}: ToastRegionProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <div role="status" aria-live="polite" aria-label={label} {...rest}>
      {toasts.map((toast) => (
        // Hover only pauses the countdown (focus does the same for keyboard users); nothing is activated.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div
          key={toast.id}
          className={toastClassName}
          data-state="open"
          data-tone={toast.tone}
          onMouseEnter={() => queue.pause(toast.id)}
          onMouseLeave={() => queue.resume(toast.id)}
          onFocus={() => queue.pause(toast.id)}
          onBlur={() => queue.resume(toast.id)}
        >
          {renderToast(toast)}
          <CloseButton label={closeLabel} className={closeClassName} close={() => queue.close(toast.id)} />
        </div>
      ))}
    </div>
  );
}
