/**
 * The demo's product-blocks settings for the cart reservation timer and the sticky add-to-cart
 * bar: the values a WordPress install keeps in its `wopb_options` (see the plugin's
 * CartReserved and StickyCart addons). Fixed facts, like `site`.
 */
export const cartReservedSettings = {
  /** `cart_reserved_time`: minutes the cart stays reserved after the last add to cart. */
  minutes: 15,
  /** `cart_reserved_expire`: what happens at zero on the cart page ('hide' or 'clear'). */
  expire: 'clear' as 'hide' | 'clear',
  /** `cart_reserved_msg` */
  message: 'Sepetinizdeki ürünlere yoğun ilgi var.',
  /** `cart_reserved_time_msg`, split around the time */
  timeMessage: 'Sepetiniz {time} dakika boyunca sizin için ayrıldı!',
  /** `cart_reserved_icon`: the icon the box shows, printed as inline SVG (render/cart-reservation.ts) */
  icon: 'fire' as const,
};

export const stickyCartSettings = {
  /** `sticky_cart_position`: the footer bar ('bottom') or a header bar ('top'). */
  position: 'bottom' as 'top' | 'bottom',
  /** `sticky_cart_scroll`: pixels of scroll before the bar shows. */
  scroll: 300,
};

/** The cookie product-blocks sets to the epoch ms on every add to cart. */
export const cartReservedCookie = 'wopb_cart_reserved_timer';
