import type { RequestContext } from '../context';
import { readCookie } from '../http';
import { html, raw, type SafeHtml } from '../lib';
import { type Cart, cartReservedCookie, cartReservedSettings } from '../shop';

const two = (n: number): string => String(n).padStart(2, '0');

/** `[hh:]mm:ss` of the time left, as the plugin prints it (nothing below zero). */
function timeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  return `${hours > 0 ? `${two(hours)}:` : ''}${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/**
 * The box's icons as inline SVG, decorative (the message says it all): an emoji would render as an
 * empty box on a machine without an emoji font.
 */
const icons: Record<typeof cartReservedSettings.icon, SafeHtml> = {
  fire: raw(
    '<svg class="wopb-cart-reserved-svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12.5 2c.4 2.9-.9 4.8-2.4 6.5C8.4 10.4 6 12.6 6 15.7 6 19.2 8.7 22 12 22s6-2.8 6-6.3c0-2.6-1.3-4.7-2.7-6.2-.1 1.7-.9 3-2.1 3.6.5-3.2-.2-7-.7-11.1Z"/><path fill="#fcd34d" d="M12 13c-.4 1.6-2.2 2.6-2.2 4.6a2.2 2.2 0 0 0 4.4 0c0-2-1.8-3-2.2-4.6Z"/></svg>',
  ),
};

const css = raw(
  `<style id="wopb-cart-reserved-css">.wopb-cart-reserved{display:flex;gap:12px;align-items:center;background:#fff4e5;border:1px dashed #c2410c;border-radius:6px;padding:12px 16px;margin:0 0 1.5em}.wopb-cart-reserved-icon{display:flex;flex:none;color:#c2410c}.wopb-cart-reserved-message{font-weight:600}.wopb-cart-reserved-timer{display:flex;gap:.35em;align-items:baseline;flex-wrap:wrap}.wopb-cart-time{font-weight:700;color:#9a3412;font-variant-numeric:tabular-nums}</style>`,
);

/**
 * product-blocks' cart reservation box (CartReserved::content), printed before the cart on the
 * cart page: nothing for an empty cart or a reset cookie ('0'). A missing cookie prints the whole
 * reservation (the island writes the cookie); an expired one is printed as 00:00 and the island
 * resets it and hides the box.
 */
export function cartReservationBox(
  ctx: RequestContext,
  cart: Cart,
  request: Request,
  expire: 'hide' | 'clear' = cartReservedSettings.expire,
): SafeHtml {
  const cookie = readCookie(request.headers.get('cookie'), cartReservedCookie);
  if (cart.lines.length === 0 || cookie === '0') return raw('');
  const minutes = cartReservedSettings.minutes;
  const started = cookie && /^\d+$/.test(cookie) ? Number(cookie) : ctx.store.now();
  const left = started + minutes * 60_000 - ctx.store.now();
  const [before = '', after = ''] = cartReservedSettings.timeMessage
    .split('{time}')
    .map((part) => part.trim());
  return html`${css}<div class="wopb-cart-reserved" data-expire="${String(minutes)}" data-hides="${expire}"><div class="wopb-cart-reserved-icon"> ${icons[cartReservedSettings.icon]} </div><div class="wopb-cart-reserved-content"><div class="wopb-cart-reserved-message">${cartReservedSettings.message}</div><div class="wopb-cart-reserved-timer"> ${before} <div class="wopb-cart-time">${timeLeft(left)}</div> ${after} </div></div></div>`;
}
