import { logBlockFailure } from '@firsat/core/http';
import { getConfig, onClassic } from '@firsat/core/island';
import { plural, tabbables } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { type FooterModal, openFooterModal } from '../../shared/footer-modal';
import {
  listState,
  noteList,
  postIdOf,
  printedListIds,
  productNameNear,
  speakCount,
} from '../../shared/product-lists';
import { sendWishlist } from './client';
import { addsSimpleProduct, CART_ADDED, REMOVE, TABLE, WISHLIST_ACTIVE } from './markup';
import { messages } from './messages';
import { opensList, type WishlistReply, type WishlistType, wishlistPayload } from './model';
import type { WishlistProps } from './props';

/** Where the visitor is sent (tests replace it). */
export const wishlistNavigation = { assign: (url: string) => window.location.assign(url) };

/** How long a redirect to the cart waits for the cart's own add to finish. */
export const CART_ADD_WAIT_MS = 5000;

/** The ids after `type` on `ids`, for when the cookie cannot be read. */
function idsAfter(type: WishlistType, ids: readonly number[], emptied: boolean): number[] | null {
  const known =
    listState('wishlist').getSnapshot().ids ?? printedListIds(`.wopb-wishlist-add.${WISHLIST_ACTIVE}`);
  const next = new Set(known);
  for (const id of ids) {
    if (type === 'add') next.add(id);
    if (type === 'remove' || (emptied && (type === 'cart_remove' || type === 'cart_remove_all')))
      next.delete(id);
  }
  return [...next];
}

/**
 * Sends one wishlist action and takes the list as the reply leaves it. A refusal with a redirect
 * (a guest where the wishlist needs a login) sends the visitor there (SPEC §8); a failure logs
 * SPEC §8's line. Null unless it succeeded.
 */
async function send(
  rawId: string,
  type: WishlistType,
  simple: boolean,
  signal?: AbortSignal,
): Promise<Extract<WishlistReply, { ok: true }> | null> {
  try {
    const reply = await sendWishlist(wishlistPayload(rawId, type, simple), signal);
    if (!reply.ok) {
      if (reply.redirect) wishlistNavigation.assign(reply.redirect);
      return null;
    }
    const ids = rawId
      .split(',')
      .map(postIdOf)
      .filter((id): id is number => id !== null);
    const emptied = getConfig().productBlocks.emptyWishlist === true;
    speakCount('wishlist', (count) =>
      messages.t(plural(count, { one: 'countOne', other: 'countOther' }), { count }),
    );
    noteList('wishlist', { ids: idsAfter(type, ids, emptied), count: reply.count ?? undefined });
    return reply;
  } catch (error) {
    logBlockFailure(error);
    return null;
  }
}

/**
 * A press on a wishlist control (wishlist.js): a guest where a login is needed goes to the login
 * address; a product's first press adds it (the button turns "İstek listesini gör", announced);
 * a press on an added product, the nav item or the Menu Wishlist block opens the footer modal with
 * the loader and the list; a redirect (the setting, or the reply's `product_redirect`) follows.
 */
export async function runWishlist(
  trigger: HTMLElement,
  props: WishlistProps,
  signal: AbortSignal,
): Promise<void> {
  if (props.loginRedirect) {
    wishlistNavigation.assign(props.loginRedirect);
    return;
  }
  if (props.action === 'redirect') {
    if (props.redirect) wishlistNavigation.assign(props.redirect);
    return;
  }
  const type: WishlistType = props.action === 'add' ? 'add' : 'menu_block';
  const postId = postIdOf(props.postId);
  const ids = listState('wishlist').getSnapshot().ids;
  const active = postId !== null && ids ? ids.has(postId) : trigger.classList.contains(WISHLIST_ACTIVE);
  const modal = opensList(type, active, props.redirect)
    ? openFooterModal({
        trigger,
        label: messages.t('dialogLabel'),
        contentClass: props.contentClass,
        loader: props.loader,
        signal,
      })
    : null;
  modal?.loading(true);
  const reply = await send(type === 'add' ? props.postId : '', type, false, modal?.signal ?? signal);
  modal?.loading(false);
  if (!reply) {
    void modal?.close();
    return;
  }
  const redirect = reply.productRedirect || props.redirect;
  if (modal && reply.html !== null) {
    await modal.show(reply.html);
    wireModal(modal);
  } else if (type === 'add' && !active) {
    const name = productNameNear(trigger);
    announce(name ? messages.t('added', { name }) : messages.t('addedNoName'));
  }
  // A first add stays on the page (wishlist.js: `e && !d`); browsing follows the redirect.
  if (redirect && active) wishlistNavigation.assign(redirect);
}

/** Resolves once the cart's own add finished (`added_to_cart`), or after `CART_ADD_WAIT_MS`. */
function cartAddSettled(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, CART_ADD_WAIT_MS);
    const stop = onClassic('added_to_cart', done);
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/** What the list in the modal does (wishlist.js' handlers inside `.wopb-modal-content`). */
function wireModal(modal: FooterModal): void {
  const { content } = modal;
  const life = modal.signal;
  const emptied = () => getConfig().productBlocks.emptyWishlist === true;

  /** Takes a product's row away; the last one takes the table and "add all" with it and closes. */
  const dropRow = (control: Element) => {
    const row = control.closest('tr');
    const body = control.closest('tbody');
    if (!row || !body) return;
    if (body.querySelectorAll('tr').length <= 1) {
      control.closest('table')?.remove();
      for (const all of content.querySelectorAll(`${CART_ADDED}[data-action="cart_remove_all"]`))
        all.remove();
      void modal.close();
      return;
    }
    const next = row.nextElementSibling ?? row.previousElementSibling;
    row.remove();
    (next?.querySelector<HTMLElement>(REMOVE) ?? tabbables(content)[0] ?? content).focus();
  };

  content.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const remove = target.closest?.<HTMLElement>(REMOVE);
      if (remove && content.contains(remove)) {
        event.preventDefault();
        void send(remove.dataset.postid ?? '', 'remove', false, life).then((reply) => {
          if (!reply) return;
          announce(messages.t('removed'));
          dropRow(remove);
        });
        return;
      }
      const cart = target.closest?.<HTMLElement>(CART_ADDED);
      if (!cart || !content.contains(cart)) return;
      const type = cart.dataset.action === 'cart_remove_all' ? 'cart_remove_all' : 'cart_remove';
      if (type === 'cart_remove_all') {
        event.preventDefault();
        void send(cart.dataset.postid ?? '', type, false, life).then((reply) => {
          if (!reply) return;
          announce(messages.t('allToCart'));
          if (emptied()) {
            content.querySelector(TABLE)?.remove();
            void modal.close();
          }
          if (cart.dataset.redirect) wishlistNavigation.assign(cart.dataset.redirect);
        });
        return;
      }
      // The row's add to cart: cart's add-to-cart island sends it (the link in the span); the list
      // is told, and the visitor goes on once the cart has it.
      const simple = addsSimpleProduct(cart);
      const link = cart.querySelector('a');
      const settled = simple ? cartAddSettled() : Promise.resolve();
      void send(cart.dataset.postid ?? '', type, simple, life).then(async (reply) => {
        if (!reply) return;
        let redirect = reply.productRedirect || cart.dataset.redirect || '';
        if (!reply.productRedirect && emptied()) dropRow(cart);
        if (!simple && link?.href) redirect = link.href;
        if (!redirect) return;
        await settled;
        wishlistNavigation.assign(redirect);
      });
    },
    { signal: life },
  );
}
