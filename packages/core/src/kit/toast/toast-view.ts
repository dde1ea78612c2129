import { t } from '../../i18n/index';
import { type Toast, type ToastQueue, toastQueue } from './toast-queue';

/** Options of `showToasts`. */
export interface ToastViewOptions {
  /** Removes the view (the queue goes on). */
  signal?: AbortSignal;
  /** Where the region goes; default the end of `<body>`. */
  parent?: HTMLElement;
  /** The region's name; default the catalogue's "Bildirimler". */
  label?: string;
}

/**
 * Shows `queue` in the DOM without React: one polite live region (`role="status"`,
 * `.firsat-toasts`), a `.firsat-toast` per toast with its message, its action button if it has
 * one (undo) and a close button; a toast's countdown pauses while it is hovered or focused.
 * Toasts already shown keep their nodes (and the focus inside them) when the queue changes.
 */
export function showToasts(
  queue: ToastQueue = toastQueue,
  { signal, parent, label }: ToastViewOptions = {},
): HTMLElement {
  const doc = document;
  const region = doc.createElement('div');
  region.className = 'firsat-toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-label', label ?? t('notifications'));
  (parent ?? doc.body).append(region);
  const shown = new Map<number, HTMLElement>();

  const button = (text: string, name: string, run: () => void) => {
    const el = doc.createElement('button');
    el.type = 'button';
    el.className = `firsat-toast-${name}`;
    el.textContent = text;
    el.addEventListener('click', run);
    return el;
  };
  const make = (toast: Toast) => {
    const el = doc.createElement('div');
    el.className = 'firsat-toast';
    el.dataset.tone = toast.tone;
    const text = doc.createElement('span');
    text.textContent = toast.message;
    el.append(text);
    const { action } = toast;
    if (action) {
      el.append(
        button(action.label, 'action', () => {
          action.run();
          queue.close(toast.id);
        }),
      );
    }
    const close = button('×', 'close', () => queue.close(toast.id));
    close.setAttribute('aria-label', t('close'));
    el.append(close);
    const pause = () => queue.pause(toast.id);
    const resume = (event: Event) => {
      if (!el.matches(':hover') && !el.contains((event as FocusEvent).relatedTarget as Node | null)) {
        queue.resume(toast.id);
      }
    };
    el.addEventListener('mouseenter', pause);
    el.addEventListener('focusin', pause);
    el.addEventListener('mouseleave', resume);
    el.addEventListener('focusout', resume);
    return el;
  };
  const render = () => {
    const toasts = queue.getSnapshot();
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, el] of shown) {
      if (ids.has(id)) continue;
      el.remove();
      shown.delete(id);
    }
    for (const toast of toasts) {
      let el = shown.get(toast.id);
      if (!el) {
        el = make(toast);
        shown.set(toast.id, el);
      }
      region.append(el); // in queue order
    }
  };
  render();
  const unsubscribe = queue.subscribe(render);
  signal?.addEventListener(
    'abort',
    () => {
      unsubscribe();
      region.remove();
    },
    { once: true },
  );
  return region;
}

let pageView: HTMLElement | null = null;

/**
 * Shows a toast on the page-wide queue (the compare notice: 5 s, SPEC §9), creating the page's
 * toast region on first use. Returns its id (`toastQueue.close(id)` closes it early).
 */
export function toast(message: string, options?: Parameters<ToastQueue['add']>[1]): number {
  if (!pageView?.isConnected) pageView = showToasts(toastQueue);
  return toastQueue.add(message, options);
}
