/**
 * The box product-blocks prints before the cart contents (CartReserved::content()), with the
 * demo shop's Turkish settings: message, `{time}` split around `.wopb-cart-time`, the fire icon
 * as inline SVG (as the demo store prints it).
 */
export function reservationMarkup({
  expire = '10',
  hides = 'hide',
  time = '10:00',
}: {
  expire?: string | null;
  hides?: string | null;
  time?: string;
} = {}): string {
  const attrs = [
    expire === null ? '' : ` data-expire="${expire}"`,
    hides === null ? '' : ` data-hides="${hides}"`,
  ].join('');
  return `<div class="wopb-cart-reserved"${attrs}><div class="wopb-cart-reserved-icon"> <svg class="wopb-cart-reserved-svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12.5 2c.4 2.9-.9 4.8-2.4 6.5C8.4 10.4 6 12.6 6 15.7 6 19.2 8.7 22 12 22s6-2.8 6-6.3c0-2.6-1.3-4.7-2.7-6.2-.1 1.7-.9 3-2.1 3.6.5-3.2-.2-7-.7-11.1Z"/><path fill="#fcd34d" d="M12 13c-.4 1.6-2.2 2.6-2.2 4.6a2.2 2.2 0 0 0 4.4 0c0-2-1.8-3-2.2-4.6Z"/></svg> </div><div class="wopb-cart-reserved-content"><div class="wopb-cart-reserved-message">Sepetinizdeki ürünlere yoğun ilgi var.</div><div class="wopb-cart-reserved-timer"> Sepetiniz <div class="wopb-cart-time">${time}</div> dakika boyunca sizin için ayrıldı! </div></div></div>`;
}

/** The markup as an element attached to the document. */
export function reservationElement(options?: Parameters<typeof reservationMarkup>[0]): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = reservationMarkup(options);
  const el = holder.firstElementChild as HTMLElement;
  document.body.append(el);
  return el;
}
