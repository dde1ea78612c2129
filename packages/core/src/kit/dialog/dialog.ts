import { prefersReducedMotion } from '../../carousel/index';
import { dispatchClassic } from '../../events/index';
import { tabbables, trapFocus } from '../focus-trap/index';
import { inertOutside } from '../inert/index';

/** SPEC §9: the overlay fades in over 200 ms and out over 400 ms. */
export const OVERLAY_FADE_IN_MS = 200;
export const OVERLAY_FADE_OUT_MS = 400;
/** SPEC §9: the closed event comes the close animation's length plus 20 ms after closing. */
export const CLOSE_EXTRA_MS = 20;

/** Why a dialog closed: Escape, a press outside it, a control (`close`, or the caller's own word), another dialog opening, the signal. */
export type DialogCloseReason = 'escape' | 'outside' | 'close' | 'replaced' | 'abort' | (string & {});

/** Options of `dialog()`. */
export interface DialogOptions {
  /** Ends it: closes it at once and gives the markup its printed attributes back. */
  signal?: AbortSignal;
  /** The dialog box itself (role, name, the focus trap); default `element`. Presses in `element` outside it close. */
  content?: HTMLElement;
  /** `alertdialog` for a message that needs an answer. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Its title: the dialog is `aria-labelledby` it (an id is given when it has none). */
  title?: HTMLElement | null;
  /** Its name when it has no title (`aria-label`). */
  label?: string;
  /** What `aria-describedby` points at (an alert's message). */
  description?: HTMLElement | null;
  /** Focused on opening; default the first tabbable element inside, else the box. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Focused on closing; default the element that had focus when it opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The close and continue controls inside it (SPEC §4), e.g. `.wopb-modal-close`: a click closes it (`close`). */
  closers?: string;
  /** A backdrop outside `element` whose press closes it (one inside `element` closes anyway). */
  overlay?: HTMLElement | null;
  /** Class on `element` while open (the plugin's `active`, the filter's `wopb-slide-in`). Default `active`. */
  openClass?: string;
  /** Class on `element` once closed (the filter's `wopb-slide-out`). */
  closedClass?: string;
  /** Sets `element.hidden` while closed. Default: when `element` was printed hidden. */
  toggleHidden?: boolean;
  /** Fades the overlay (or `element`) in over 200 ms and out over 400 ms. */
  fade?: boolean;
  /** The theme's close animation, ms: `hidden` and the closed event wait for it plus 20 ms. Default the fade's 400, else 0. */
  closeAnimationMs?: number;
  /** A classic event fired (on `document.body`) once closed, e.g. `wopbModalClosed`. */
  closedEvent?: string;
  /** Makes the rest of the page inert while open. Default true. */
  inert?: boolean;
  /** Told as soon as it closes, with why. */
  onClose?: (reason: DialogCloseReason) => void;
}

/** A dialog bound to its markup. */
export interface DialogHandle {
  readonly element: HTMLElement;
  readonly isOpen: boolean;
  /** Opens it (closing any other open dialog); resolves with the reason it closed, after its animation. */
  open(): Promise<DialogCloseReason>;
  /** Closes it; resolves once `hidden` and the closed event are done. */
  close(reason?: DialogCloseReason): Promise<void>;
}

let current: { handle: DialogHandle; returnTo: () => HTMLElement | null } | null = null;
let ids = 0;

/**
 * A modal dialog on printed markup (the plugin's `.wopb-modal-wrap`, the filter's footer modal)
 * or on markup the caller created: named by its title (or `label`), `role="dialog"` and
 * `aria-modal`, focus moved in and trapped, given back on closing; Escape and a press outside
 * close it; the rest of the page inert while open; one open at a time. Attributes it sets are
 * removed again when `signal` aborts.
 */
export function dialog(element: HTMLElement, options: DialogOptions = {}): DialogHandle {
  const { signal, content = element, openClass = 'active', closedClass } = options;
  const doc = element.ownerDocument;
  const toggleHidden = options.toggleHidden ?? element.hidden;
  const undo = labelDialog(element, content, options);

  let open = false;
  let session: AbortController | null = null;
  let returnTo: () => HTMLElement | null = () => null;
  let settle: (reason: DialogCloseReason) => void = () => {};
  let done: Promise<DialogCloseReason> = Promise.resolve('close');
  const still = () => prefersReducedMotion();
  const faded = options.overlay ?? element;
  const fade = (from: number, ms: number) => {
    if (!options.fade || still() || typeof faded.animate !== 'function') return;
    faded.animate([{ opacity: from }, { opacity: 1 - from }], { duration: ms, easing: 'linear' });
  };

  const handle: DialogHandle = {
    element,
    get isOpen() {
      return open;
    },
    open() {
      if (open || signal?.aborted) return done;
      const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      const previous = current;
      // Opened from inside the dialog it replaces: focus goes back where that one's would have.
      const inherited =
        previous && active && previous.handle.element.contains(active) ? previous.returnTo : null;
      void previous?.handle.close('replaced');
      returnTo = () => options.returnFocus?.() ?? inherited?.() ?? active;
      open = true;
      current = { handle, returnTo };
      done = new Promise((resolve) => {
        settle = resolve;
      });
      session = new AbortController();
      const on = { signal: session.signal };
      if (closedClass) element.classList.remove(closedClass);
      element.classList.add(openClass);
      if (toggleHidden) element.hidden = false;
      if (options.inert !== false) inertOutside(element, on);
      trapFocus(content, on);
      (
        options.initialFocus?.() ??
        content.querySelector<HTMLElement>('[autofocus]') ??
        tabbables(content)[0] ??
        content
      ).focus();
      fade(0, OVERLAY_FADE_IN_MS);
      closeOnDismiss(element, content, options, handle, on);
      return done;
    },
    close(reason = 'close') {
      if (!open) return Promise.resolve();
      open = false;
      if (current?.handle === handle) current = null;
      session?.abort();
      element.classList.remove(openClass);
      if (closedClass) element.classList.add(closedClass);
      const focused = doc.activeElement;
      if (reason !== 'replaced' && (!focused || focused === doc.body || element.contains(focused))) {
        returnTo()?.focus();
      }
      options.onClose?.(reason);
      const finish = () => {
        if (toggleHidden && !open) element.hidden = true;
        if (options.closedEvent) dispatchClassic(options.closedEvent);
        settle(reason);
      };
      const ms =
        reason === 'abort' || still()
          ? 0
          : (options.closeAnimationMs ?? (options.fade ? OVERLAY_FADE_OUT_MS : 0));
      if (ms <= 0) {
        finish();
        return Promise.resolve();
      }
      fade(1, OVERLAY_FADE_OUT_MS);
      return new Promise((resolve) =>
        setTimeout(() => {
          finish();
          resolve();
        }, ms + CLOSE_EXTRA_MS),
      );
    },
  };
  signal?.addEventListener(
    'abort',
    () => {
      void handle.close('abort');
      for (const step of undo.splice(0).reverse()) step();
    },
    { once: true },
  );
  return handle;
}

/** Names the dialog and marks it modal; returns the steps that take each attribute back. */
function labelDialog(element: HTMLElement, content: HTMLElement, options: DialogOptions): (() => void)[] {
  const { title, description, closedClass } = options;
  const undo: (() => void)[] = [];
  const attr = (el: HTMLElement, name: string, value: string) => {
    const before = el.getAttribute(name);
    el.setAttribute(name, value);
    undo.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
  };
  const idOf = (el: HTMLElement) => {
    if (!el.id) attr(el, 'id', `firsat-dialog-${++ids}`);
    return el.id;
  };
  attr(content, 'role', options.role ?? 'dialog');
  attr(content, 'aria-modal', 'true');
  if (title) attr(content, 'aria-labelledby', idOf(title));
  else if (options.label) attr(content, 'aria-label', options.label);
  if (description) attr(content, 'aria-describedby', idOf(description));
  if (!content.hasAttribute('tabindex')) attr(content, 'tabindex', '-1');
  if (closedClass && !element.classList.contains(closedClass))
    undo.push(() => element.classList.remove(closedClass));
  return undo;
}

/** While open: Escape (the topmost dialog only), a press outside the box, and the `closers` close it. */
function closeOnDismiss(
  element: HTMLElement,
  content: HTMLElement,
  options: DialogOptions,
  handle: DialogHandle,
  on: { signal: AbortSignal },
): void {
  const doc = element.ownerDocument;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || current?.handle !== handle) return;
      event.preventDefault();
      void handle.close('escape');
    },
    on,
  );
  // A press outside the box: in the wrapper (its overlay), on the overlay, or anywhere else.
  const outside = (event: Event) => {
    if (!content.contains(event.target as Node)) void handle.close('outside');
  };
  if (content !== element) element.addEventListener('click', outside, on);
  const { closers } = options;
  if (closers) {
    content.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest(closers)) void handle.close('close');
      },
      on,
    );
  }
  options.overlay?.addEventListener('click', outside, on);
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (!element.contains(event.target as Node)) outside(event);
    },
    { ...on, capture: true },
  );
}
