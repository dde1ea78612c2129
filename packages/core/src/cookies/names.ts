/** The cookies SPEC.md and the classic plugins name, and what they hold. */
export const COOKIE = {
  /** 'closed' once the sales popup is closed; 1 day (SPEC §3, §9). */
  salesNotification: 'sales_notification',
  /** Epoch ms when the cart reservation started; set by the server, reset to '0' on expiry. */
  cartReservedTimer: 'wopb_cart_reserved_timer',
  /** Store notice dismissed: this name plus the optional notice id, path / (see `storeNoticeCookie`). */
  storeNotice: 'store_notice',
  /** Colour mode, 'ultpdark' or 'ultplight', 60 days; the server reads it too. */
  colourMode: 'ultplocalDLMode',
  /** The product filter state: URI-encoded JSON, path /, 6 hours; the server reads it too. */
  productFilters: 'productFilters',
  /** Set by WooCommerce: the cart hash, and '1' while the cart has items. */
  cartHash: 'woocommerce_cart_hash',
  itemsInCart: 'woocommerce_items_in_cart',
  /** Set by the server: JSON arrays of product ids in the compare list and the wishlist. */
  compare: 'wopb_compare',
  wishlist: 'wopb_wishlist',
} as const;

/** The colour mode cookie's values. */
export type ColourMode = 'ultpdark' | 'ultplight';

/** Lifetimes, in days. */
export const COOKIE_DAYS = {
  salesNotification: 1,
  colourMode: 60,
  /** 6 hours. */
  productFilters: 0.25,
} as const;

/** The store notice cookie for a notice: `store_notice` plus its id (WooCommerce's data-notice-id). */
export function storeNoticeCookie(noticeId = ''): string {
  return `${COOKIE.storeNotice}${noticeId}`;
}
