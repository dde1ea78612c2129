import { logBlockFailure } from '@firsat/core/http';
import { asButton, createLatest } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { openFooterModal } from '../../shared/footer-modal';
import { bindCartForm } from './cart-form';
import { fetchQuickView } from './client';
import { bindGallery } from './gallery';
import { NAV_ARROW, readReply } from './markup';
import { messages } from './messages';
import { createReplyCache, parsePostList, type QuickViewPayload, quickViewPayload, replyKey } from './model';
import type { QuickViewProps } from './props';
import { bindZoom } from './zoom';

/**
 * The page's quick view, loaded on the first hover, focus or press of a button: the replies
 * fetched ahead and shown (one request at a time, the newest wins: the kit's `createLatest`; a
 * reply already here opens the modal at once), and the open modal (the shared footer modal with
 * its loader) with what quickview.js sets up in the reply.
 */
const cache = createReplyCache();
const latest = createLatest<string>();
/** The request out, if any, and whose reply it brings. */
let out: { key: string; reply: Promise<string | null> } | null = null;
/** While a press waits for its reply, a hover elsewhere must not take its request away. */
let opening = false;

/** Fetches `payload`'s reply unless it is here or on its way; null when it failed or was overtaken. */
function request(payload: QuickViewPayload): Promise<string | null> {
  const key = replyKey(payload);
  const kept = cache.get(key);
  if (kept !== undefined) return Promise.resolve(kept);
  if (out?.key === key) return out.reply;
  const reply = latest
    .run((signal) => fetchQuickView(payload, signal))
    .then((outcome) => {
      if (out?.key === key) out = null;
      if (outcome.status === 'data') {
        cache.set(key, outcome.data);
        return outcome.data;
      }
      if (outcome.status === 'error') throw outcome.error;
      return null;
    });
  out = { key, reply };
  return reply;
}

/** Hover or focus on a button: its reply is fetched ahead (a failure waits for the press). */
export function prefetch(payload: QuickViewPayload): void {
  if (opening) return;
  request(payload).catch(() => {});
}

/** Forgets the replies kept (tests and stories). */
export function resetQuickView(): void {
  cache.clear();
  latest.abort();
  out = null;
  opening = false;
}

/**
 * A press on a quick view button: the footer modal opens with the loader (named, focus inside,
 * Escape / outside press / `.wopb-modal-close` close it and focus goes back to the button), the
 * reply goes in (islands in it mount: cart's variation form), `.wopb-quick-view-navigation` and
 * `.wopb-quick-view-zoom` move into `.wopb-after-modal-content`, and the pictures, the zoom, the
 * add to cart and previous / next are wired. Previous / next load the neighbour into the same
 * modal. A failure logs SPEC §8's 'Error occured.please try again' with the status, announces it
 * and takes the loader away.
 */
export function openQuickView(trigger: HTMLElement, props: QuickViewProps, signal: AbortSignal): void {
  const modal = openFooterModal({
    trigger,
    label: messages.t('dialogLabel'),
    wrapperClass: props.wrapperClass,
    contentClass: '',
    openAnimation: props.openAnimation,
    closeAnimation: props.closeAnimation,
    loader: props.loader,
    signal,
  });
  // A theme that prints no footer modal: nothing to open the reply in (the button stays as it is).
  if (!modal) return;
  /** What the shown reply set up; aborted when another product comes in or the modal closes. */
  let view: AbortController | null = null;
  const endView = () => {
    view?.abort();
    view = null;
  };
  let closed = false;
  const ended = () => {
    closed = true;
    endView();
  };
  modal.closed.then(ended, ended);

  const load = async (payload: QuickViewPayload) => {
    opening = true;
    const ready = cache.get(replyKey(payload));
    if (ready === undefined) modal.loading(true);
    try {
      const html = ready ?? (await request(payload));
      // Overtaken, or the shopper closed the modal while the reply was on its way.
      if (html === null || closed) return;
      endView();
      await modal.show(html);
      if (closed) return;
      view = new AbortController();
      wire(view.signal);
    } catch (error) {
      logBlockFailure(error);
      announce(messages.t('failed'), 'assertive');
    } finally {
      opening = false;
      modal.loading(false);
    }
  };

  /** What quickview.js' quickViewElement() sets up on the reply now in the modal. */
  const wire = (viewSignal: AbortSignal) => {
    const parts = readReply(modal.content);
    // The last product's arrows and zoom go: the reply brings its own.
    modal.after.replaceChildren();
    if (parts.navigation) {
      parts.navigation.classList.remove('wopb-d-none');
      modal.after.append(parts.navigation);
    }
    if (parts.zoomPopup) modal.after.append(parts.zoomPopup);
    bindGallery(parts, viewSignal);
    bindZoom(parts, viewSignal);
    bindCartForm(parts, modal.content, () => modal.close(), viewSignal);
    for (const arrow of modal.after.querySelectorAll<HTMLElement>(NAV_ARROW)) {
      const id = Number(arrow.dataset.postid);
      const list = parsePostList(arrow.dataset.list ?? '') ?? [];
      if (!Number.isInteger(id) || id <= 0) continue;
      const name = arrow.querySelector('.wopb-nav-title')?.textContent?.trim() ?? String(id);
      const previous = arrow.classList.contains('wopb-quick-view-previous');
      asButton(arrow, messages.t(previous ? 'previousProduct' : 'nextProduct', { name }), viewSignal);
      const next = quickViewPayload(id, list);
      arrow.addEventListener('pointerenter', () => prefetch(next), { signal: viewSignal });
      arrow.addEventListener('focus', () => prefetch(next), { signal: viewSignal });
      arrow.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          void load(next).then(() => focusArrow(previous));
        },
        { signal: viewSignal },
      );
    }
  };

  /** After previous / next, focus goes to the same arrow in the new reply (else into the dialog). */
  const focusArrow = (previous: boolean) => {
    const same = modal.after.querySelector<HTMLElement>(
      previous ? '.wopb-quick-view-previous' : '.wopb-quick-view-next',
    );
    const other = modal.after.querySelector<HTMLElement>(NAV_ARROW);
    (same ?? other ?? modal.element).focus?.();
  };

  void load(quickViewPayload(props.postId, props.list));
}
