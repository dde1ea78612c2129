// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { CartReservation, type CartReservationViewProps } from '../cart-reservation/cart-reservation';
export { cartReservation } from '../cart-reservation/definition';
export { reservationMarkup } from '../cart-reservation/fixtures';
export { type CartReservationProps, cartReservationProps } from '../cart-reservation/props';
export {
  CART_CLEAR_FLAG,
  cartClearUrl,
  formatReservation,
  RESET_COOKIE_VALUE,
  type ReservationExpiry,
  type ReservationStart,
  startReservation,
} from '../cart-reservation/reservation';
export { nameYourPrice } from '../name-your-price/definition';
export { namePriceFormMarkup } from '../name-your-price/fixtures';
export {
  canAddWithPrice,
  checkPrice,
  createNamePriceState,
  NAME_PRICE_CHECK_DELAY_MS,
  NAME_PRICE_WARNING_MS,
  type NamePriceSnapshot,
  type NamePriceState,
  type PriceCheck,
  type PriceLimits,
  type PriceWarning,
  parsePrice,
} from '../name-your-price/name-price';
export { NameYourPrice, warningText } from '../name-your-price/name-your-price';
export { type NamePriceProps, namePriceProps } from '../name-your-price/props';
export { stickyCart } from '../sticky-cart/definition';
export { stickyCartMarkup } from '../sticky-cart/fixtures';
export { readPosition, type StickyCartProps, stickyCartProps } from '../sticky-cart/props';
export { StickyCart } from '../sticky-cart/sticky-cart';
export {
  breakpointClass,
  breakpointQuery,
  isStickyVisible,
  STICKY_BREAKPOINTS,
  type StickyBreakpoint,
  type StickyPosition,
  slideUpTarget,
  stickyLayout,
  stickyQuantity,
  stickyTop,
} from '../sticky-cart/sticky-layout';
