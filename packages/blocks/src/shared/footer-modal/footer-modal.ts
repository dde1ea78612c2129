import { insertHtml } from '@firsat/core/html';
import { dispatchClassic, prefersReducedMotion } from '@firsat/core/island';
import { asButton, type DialogHandle, dialog, printedWriter, tabbables } from '@firsat/core/kit';
import {
  FOOTER_MODAL_CLOSERS,
  FOOTER_MODAL_HEADING,
  type FooterModalParts,
  findFooterModal,
  findLoader,
  readFooterModal,
} from './markup';
import { animationMs, classList } from './model';

/** How the modal is opened: by whom, named how, dressed how (the buttons' `data-*`). */
export interface FooterModalOpen {
  /** Focus returns here on closing (to the first opener's when this one is inside the modal). */
  trigger: HTMLElement;
  /** The accessible name (Turkish) until the content brings a heading. */
  label: string;
  /** `data-modal_wrapper_class`: added to `.wopb-modal-wrap` while open, removed on close. */
  wrapperClass?: string;
  /** `data-modal_content_class`: added to `.wopb-modal-content` while open. */
  contentClass?: string;
  /** `data-open-animation` (`wopb-zoom_in` ...): on the wrap while open. */
  openAnimation?: string;
  /** `data-close-animation`: swapped in on closing; the close waits for its CSS animation. */
  closeAnimation?: string;
  /** `data-modal-loader` (`loader_1`..`loader_5`): the loader `loading(true)` shows. */
  loader?: string;
  /** The island's: its abort closes the modal at once and gives the markup back as printed. */
  signal: AbortSignal;
}

/** The open modal. */
export interface FooterModal {
  readonly element: HTMLElement;
  /** `.wopb-modal-content`: where the server's HTML goes. */
  readonly content: HTMLElement;
  /** `.wopb-after-modal-content`: what sits beside the box (quick view's arrows), cleared on close. */
  readonly after: HTMLElement;
  /** `.wopb-modal-loading.active` and the loader shown, `aria-busy` on the dialog; off again. */
  loading(on: boolean): void;
  /**
   * The server's HTML into `.wopb-modal-content` (sanitised, through core's `insertHtml`), loading
   * off, focus into it, named by its heading. Resolves once it is in.
   */
  show(html: string): Promise<void>;
  /** The close animation, then cleared; `wopbModalClosed` fires on document. */
  close(): Promise<void>;
  /** Resolves with why it closed (`close`, `escape`, `outside`, `replaced`, `abort`) once cleared. */
  readonly closed: Promise<string>;
  /** Aborts once it is closed and cleared: what the content's listeners and writes end with. */
  readonly signal: AbortSignal;
}

/** Where "Alışverişe devam et" goes (tests replace it). */
export const footerModalNavigation = { assign: (url: string) => window.location.assign(url) };

/** The closers claimed as keyboard buttons get this name when they print none (the plugin's icon). */
const CLOSE_LABEL = 'Kapat';

interface Session {
  readonly returnTo: () => HTMLElement | null;
  /** Gives the modal to the next opening at once: closed (`replaced`), cleared, no event. */
  replace(): void;
}

const sessions = new WeakMap<HTMLElement, Session>();
let ids = 0;

/**
 * Opens the plugin's shared footer modal (`.wopb-footer-section > .wopb-modal-wrap`) on the kit's
 * `dialog`: `role="dialog"`, `aria-modal`, named by `label` (then by the content's heading), focus
 * moved in and trapped (the box and `.wopb-after-modal-content`), the page behind inert, focus
 * back to `trigger`. `.wopb-modal-close`, `.wopb-modal-continue` (then its `data-redirect`), a
 * press outside the box and Escape close it. One at a time: opening again replaces the open one
 * (its `closed` says `replaced`). Everything written comes off on closing; null when the page
 * printed no shell.
 */
export function openFooterModal(options: FooterModalOpen): FooterModal | null {
  const { trigger, signal } = options;
  const doc = trigger.ownerDocument;
  const wrap = findFooterModal(doc);
  const parts = wrap && readFooterModal(wrap);
  if (!wrap || !parts || signal.aborted) return null;
  const previous = sessions.get(wrap);
  // Opened from inside the open modal (its "add a product", quick view's arrows): focus goes
  // back where that one's would have.
  const returnTo =
    previous && wrap.contains(trigger) ? previous.returnTo : () => (trigger.isConnected ? trigger : null);
  previous?.replace();
  return startSession(parts, options, returnTo);
}

function startSession(
  parts: FooterModalParts,
  options: FooterModalOpen,
  returnTo: () => HTMLElement | null,
): FooterModal {
  const { wrap, content, after, loading: loadingBox } = parts;
  const { signal } = options;
  const doc = wrap.ownerDocument;
  const still = () => prefersReducedMotion();
  // Ends with the close: everything written below goes back as printed.
  const life = new AbortController();
  const write = printedWriter(life.signal);
  const loader = findLoader(loadingBox, options.loader);
  const openAnimation = still() ? [] : classList(options.openAnimation);
  const closeAnimation = classList(options.closeAnimation);
  for (const name of [...classList(options.wrapperClass), ...openAnimation])
    write.toggleClass(wrap, name, true);
  for (const name of classList(options.contentClass)) write.toggleClass(content, name, true);

  let why = 'close';
  let closingMs = 0;
  let ended = false;
  let resolveClosed: (reason: string) => void = () => {};
  const closed = new Promise<string>((resolve) => {
    resolveClosed = resolve;
  });

  const handle: DialogHandle = dialog(wrap, {
    signal: life.signal,
    content: wrap,
    label: options.label,
    // The box is empty while loading: the dialog itself takes the focus, then `show` moves it in.
    initialFocus: () => tabbables(content)[0] ?? wrap,
    returnFocus: returnTo,
    // Read by the kit on closing, after `onClose` set it.
    get closeAnimationMs() {
      return closingMs;
    },
    onClose: (reason) => {
      why = reason;
      const animated = closeAnimation.length > 0 && reason !== 'replaced' && reason !== 'abort' && !still();
      closingMs = 0;
      if (!animated) return;
      // As the plugin: `active` stays while the close animation plays, the open one swapped out.
      write.toggleClass(wrap, 'active', true);
      for (const name of openAnimation) write.toggleClass(wrap, name, false);
      for (const name of closeAnimation) write.toggleClass(wrap, name, true);
      const style = doc.defaultView?.getComputedStyle(content);
      closingMs = style ? animationMs(style.animationDuration, style.animationDelay) : 0;
    },
  });

  /** Closed: cleared, the printed markup back, `wopbModalClosed` (not when replaced or torn down). */
  const end = () => {
    if (ended) return;
    ended = true;
    if (sessions.get(wrap) === session) sessions.delete(wrap);
    content.replaceChildren();
    after.replaceChildren();
    life.abort();
    if (why !== 'replaced' && why !== 'abort') dispatchClassic('wopbModalClosed', undefined, doc);
    resolveClosed(why);
  };
  const session: Session = {
    returnTo,
    replace() {
      why = 'replaced';
      void handle.close('replaced');
      end();
    },
  };
  sessions.set(wrap, session);

  signal.addEventListener(
    'abort',
    () => {
      why = 'abort';
      void handle.close('abort');
      end();
    },
    { once: true, signal: life.signal },
  );

  const on = { signal: life.signal };
  // The plugin's close controls are `<a>` without href: keyboard buttons, named "Kapat" when
  // they print no text. Claimed as they come (the islands replace parts of the content).
  const claimed = new WeakSet<Element>();
  const claimClosers = () => {
    for (const el of wrap.querySelectorAll<HTMLElement>(FOOTER_MODAL_CLOSERS)) {
      if (claimed.has(el)) continue;
      claimed.add(el);
      if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) continue;
      if (el instanceof HTMLButtonElement) continue;
      const named = el.textContent?.trim() || el.getAttribute('aria-label');
      asButton(el, named ? null : CLOSE_LABEL, life.signal);
    }
  };
  const observer = new MutationObserver(claimClosers);
  observer.observe(wrap, { childList: true, subtree: true });
  life.signal.addEventListener('abort', () => observer.disconnect(), { once: true });

  wrap.addEventListener(
    'click',
    (event) => {
      if (!handle.isOpen) return;
      const target = event.target as Element;
      const closer = target.closest?.(FOOTER_MODAL_CLOSERS);
      if (closer && wrap.contains(closer)) {
        event.preventDefault();
        const redirect = closer.matches('.wopb-modal-continue') ? closer.getAttribute('data-redirect') : null;
        void modal.close();
        if (redirect) footerModalNavigation.assign(redirect);
        return;
      }
      // A press on the overlay or around the box; not one whose target the island just removed
      // (a wishlist row), nor in the box or beside it (quick view's arrows).
      if (!target.isConnected || content.contains(target) || after.contains(target)) return;
      void handle.close('outside');
    },
    on,
  );

  const modal: FooterModal = {
    element: wrap,
    content,
    after,
    loading(on) {
      if (ended) return;
      write.toggleClass(loadingBox, 'active', on);
      write.toggleClass(loader, 'wopb-d-none', !on);
      write.attr(wrap, 'aria-busy', on ? 'true' : null);
    },
    async show(html) {
      if (ended) return;
      await insertHtml(content, html, 'inner');
      if (ended) return;
      modal.loading(false);
      claimClosers();
      const heading = content.querySelector<HTMLElement>(FOOTER_MODAL_HEADING);
      if (heading) {
        if (!heading.id) heading.id = `firsat-footer-modal-title-${++ids}`;
        write.attr(wrap, 'aria-labelledby', heading.id);
      } else {
        write.attr(wrap, 'aria-labelledby', null);
      }
      if (!handle.isOpen) return;
      const first = content.querySelector<HTMLElement>('[autofocus]') ?? tabbables(content)[0];
      if (first) {
        first.focus();
        return;
      }
      write.attr(content, 'tabindex', '-1');
      content.focus();
    },
    async close() {
      if (ended) return;
      await handle.close('close');
      end();
    },
    closed,
    signal: life.signal,
  };

  void handle.open().then(end);
  return modal;
}
