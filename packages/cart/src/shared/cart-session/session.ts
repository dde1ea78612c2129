import { applyFragments, canSanitizeNow } from '@firsat/core/html';
import { cartQueue, logBlockFailure, shopAjax } from '@firsat/core/http';
import { type CartFragments, dispatchClassic, getConfig, onClassic, t } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { $cart, noteCartReply } from '@firsat/core/stores';
import { asOwnEvents, isOwnEvent } from './echo-guard';
import {
  clearCachedFragments,
  hasCartSession,
  isOtherTabCartChange,
  readCachedFragments,
  storeFragments,
} from './fragment-cache';
import { itemCountFromFragments } from './item-count';
import { cartSessionMessages } from './messages';
import { browser } from './navigate';
import { readCartReply } from './reply';

/** SPEC §9: the redirect to the cart after adding waits 2000 ms. */
export const REDIRECT_AFTER_ADD_MS = 2000;

/** Puts fragments into the page and makes every cart count and cache agree with them. */
export async function applyCartFragments(fragments: CartFragments, cartHash: string): Promise<void> {
  await applyFragments(fragments);
  storeFragments(fragments, cartHash);
  const itemCount = itemCountFromFragments(fragments);
  noteCartReply({ cartHash, ...(itemCount === null ? {} : { itemCount }) });
}

let queuedRefresh: Promise<boolean> | null = null;

/** One `get_refreshed_fragments` request (inside a queued task). */
async function fetchFragments() {
  const body = await shopAjax(
    'get_refreshed_fragments',
    { time: String(Date.now()) },
    { responseType: 'text', timeoutMs: getConfig().shop.fragmentsRequestTimeout },
  );
  return readCartReply(body);
}

/**
 * `get_refreshed_fragments` through the cart queue (after any add or remove already queued);
 * calls made while one is still waiting share it. Resolves true when the page was refreshed.
 */
export function refreshFragments(): Promise<boolean> {
  if (queuedRefresh) return queuedRefresh;
  const run = cartQueue.run(async () => {
    queuedRefresh = null;
    try {
      const reply = await fetchFragments();
      if (reply.kind !== 'fragments') throw new Error('no fragments');
      await applyCartFragments(reply.fragments, reply.cartHash);
      asOwnEvents(() => {
        dispatchClassic('wc_fragments_refreshed');
      });
      return true;
    } catch {
      asOwnEvents(() => dispatchClassic('wc_fragments_ajax_error'));
      return false;
    }
  });
  queuedRefresh = run;
  return run;
}

/**
 * The session's own texts, fetched while the request runs (already there when the island that
 * called passed them to its module). A text that cannot load is not a failed cart change.
 */
function loadTexts(): Promise<void> {
  return cartSessionMessages.load().catch(() => {});
}

/** What became of an add to cart. */
export type AddOutcome =
  | { kind: 'added'; cartHash: string }
  | { kind: 'redirected'; url: string }
  | { kind: 'failed'; error: unknown };

export interface AddToCartOptions {
  /** The button pressed: sent with `added_to_cart`, as the classic script does. */
  button?: Element;
  /** The request data, announced with `adding_to_cart`. */
  data?: Record<string, unknown>;
  /** Announced on success (the button's `data-success_message`); default "Ürün sepete eklendi". */
  successMessage?: string;
}

/**
 * One add to cart, queued behind every other cart request (SPEC §4): `send` makes the request
 * (add_to_cart, wopb_variation_loop_add_cart, wopb_addcart). Fragments are applied and
 * `added_to_cart` + `wc-blocks_added_to_cart` announced; `error` + `product_url` sends the browser
 * to the product (SPEC §8); a failure logs 'Error occured.please try again' and is announced.
 */
export function addToCart(send: () => Promise<unknown>, options: AddToCartOptions = {}): Promise<AddOutcome> {
  startCartSession();
  const texts = loadTexts();
  asOwnEvents(() => dispatchClassic('adding_to_cart', [options.button, options.data ?? {}]));
  return cartQueue.run(async (): Promise<AddOutcome> => {
    try {
      let reply = readCartReply(await send());
      if (reply.kind === 'success') reply = await fetchFragments();
      if (reply.kind === 'error' && reply.productUrl) {
        browser.assign(reply.productUrl);
        return { kind: 'redirected', url: reply.productUrl };
      }
      if (reply.kind !== 'fragments') throw new Error('the cart answered without fragments');
      await applyCartFragments(reply.fragments, reply.cartHash);
      asOwnEvents(() => {
        dispatchClassic('added_to_cart', [reply.fragments, reply.cartHash, options.button]);
        dispatchClassic('wc-blocks_added_to_cart', [{ preserveCartData: true }]);
      });
      await texts;
      announce(options.successMessage || cartSessionMessages.t('addedToCartGeneric'));
      const { cartRedirectAfterAdd, cartUrl } = getConfig().shop;
      if (cartRedirectAfterAdd) setTimeout(() => browser.assign(cartUrl), REDIRECT_AFTER_ADD_MS);
      return { kind: 'added', cartHash: reply.cartHash };
    } catch (error) {
      logBlockFailure(error);
      announce(t('cartActionFailed'), 'assertive');
      return { kind: 'failed', error };
    }
  });
}

/** What became of a remove. */
export type RemoveOutcome = { kind: 'removed'; cartHash: string } | { kind: 'redirected'; url: string };

/**
 * `remove_from_cart` for one cart item, queued. Without fragments in the reply, or when the
 * request fails, the browser follows the remove link's href (SPEC §8).
 */
export function removeFromCart(
  cartItemKey: string,
  options: { link?: Element; href: string; successMessage?: string },
): Promise<RemoveOutcome> {
  startCartSession();
  const texts = loadTexts();
  return cartQueue.run(async (): Promise<RemoveOutcome> => {
    let reply: ReturnType<typeof readCartReply>;
    try {
      reply = readCartReply(
        await shopAjax('remove_from_cart', { cart_item_key: cartItemKey }, { responseType: 'text' }),
      );
    } catch (error) {
      logBlockFailure(error);
      reply = { kind: 'none' };
    }
    if (reply.kind !== 'fragments') {
      browser.assign(options.href);
      return { kind: 'redirected', url: options.href };
    }
    await applyCartFragments(reply.fragments, reply.cartHash);
    asOwnEvents(() => {
      dispatchClassic('removed_from_cart', [reply.fragments, reply.cartHash, options.link]);
      dispatchClassic('wc-blocks_removed_from_cart', [{ preserveCartData: true }]);
    });
    await texts;
    announce(options.successMessage || cartSessionMessages.t('removedFromCartGeneric'));
    return { kind: 'removed', cartHash: reply.cartHash };
  });
}

let stopSession: (() => void) | null = null;

/**
 * Starts the page's cart session once (every cart island calls it; later calls do nothing):
 * listens to the classic and block cart events and the other tabs, and loads the fragments.
 */
export function startCartSession(): void {
  if (stopSession) return;
  const refreshUnlessOwn = () => {
    if (!isOwnEvent()) void refreshFragments();
  };
  // Someone else changed the cart and applied its fragments: cache them, count, tell block carts.
  const mirrorToBlocks =
    (blockEvent: 'wc-blocks_added_to_cart' | 'wc-blocks_removed_from_cart') => (args: unknown[]) => {
      if (isOwnEvent()) return;
      const [fragments, cartHash] = args;
      if (fragments && typeof fragments === 'object' && typeof cartHash === 'string') {
        storeFragments(fragments as CartFragments, cartHash);
        const itemCount = itemCountFromFragments(fragments as CartFragments);
        noteCartReply({ cartHash, ...(itemCount === null ? {} : { itemCount }) });
      }
      asOwnEvents(() => dispatchClassic(blockEvent, [{ preserveCartData: true }]));
    };
  const onStorage = (event: StorageEvent) => {
    if (isOtherTabCartChange(event)) void refreshFragments();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && (hasCartSession() || $cart.get().hasItems)) void refreshFragments();
  };
  const stops = [
    onClassic('wc_fragment_refresh', refreshUnlessOwn),
    onClassic('updated_wc_div', refreshUnlessOwn),
    onClassic('wc-blocks_added_to_cart', refreshUnlessOwn),
    onClassic('wc-blocks_removed_from_cart', refreshUnlessOwn),
    onClassic('added_to_cart', mirrorToBlocks('wc-blocks_added_to_cart')),
    onClassic('removed_from_cart', mirrorToBlocks('wc-blocks_removed_from_cart')),
  ];
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  stopSession = () => {
    for (const stop of stops) stop();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
  loadFragments();
}

/**
 * The page-load part of cart-fragments.js without its cost: no cart session, no request; cached
 * fragments whose hash matches the cookie are applied as they are; otherwise one refresh.
 */
function loadFragments(): void {
  if (!hasCartSession()) {
    clearCachedFragments();
    return;
  }
  const cached = readCachedFragments();
  if (!cached) {
    void refreshFragments();
    return;
  }
  const loaded = () => {
    const itemCount = itemCountFromFragments(cached);
    if (itemCount !== null) noteCartReply({ itemCount });
    asOwnEvents(() => dispatchClassic('wc_fragments_loaded'));
  };
  // With a sanitiser ready the fragments are in before `wc_fragments_loaded` goes out in this
  // same task, as cart-fragments.js does; otherwise once DOMPurify has loaded.
  if (Object.values(cached).every(canSanitizeNow)) {
    void applyFragments(cached);
    loaded();
  } else void applyFragments(cached).then(loaded);
}

/** Tests only: stops listening so the next `startCartSession()` starts afresh. */
export function stopCartSession(): void {
  stopSession?.();
  stopSession = null;
  queuedRefresh = null;
}
