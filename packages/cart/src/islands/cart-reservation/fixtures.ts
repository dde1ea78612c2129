/**
 * The box product-blocks prints before the cart contents (CartReserved::content()), with the
 * demo shop's Turkish settings: message, `{time}` split around `.wopb-cart-time`, fire icon.
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
  return `<div class="wopb-cart-reserved"${attrs}><div class="wopb-cart-reserved-icon"> 🔥 </div><div class="wopb-cart-reserved-content"><div class="wopb-cart-reserved-message">Sepetinizdeki ürünlere yoğun ilgi var.</div><div class="wopb-cart-reserved-timer"> Sepetiniz <div class="wopb-cart-time">${time}</div> dakika boyunca sizin için ayrıldı! </div></div></div>`;
}

/** The markup as an element attached to the document. */
export function reservationElement(options?: Parameters<typeof reservationMarkup>[0]): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = reservationMarkup(options);
  const el = holder.firstElementChild as HTMLElement;
  document.body.append(el);
  return el;
}
