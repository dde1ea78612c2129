import {
  type BehaviourContext,
  COOKIE,
  type CountdownParts,
  createCountdown,
  getCookie,
  keepPrinted,
  setCookie,
} from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { messages } from './messages';
import { cartClearUrl, formatReservation, RESET_COOKIE_VALUE, startReservation } from './model';
import type { CartReservationProps } from './props';

/** Where the browser goes to empty the cart: the page's own navigation unless a story or test watches. */
export type Navigate = (url: string) => void;

const assign: Navigate = (url) => window.location.assign(url);

const leftMs = ({ days, hours, minutes, seconds }: CountdownParts) =>
  (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;

/**
 * The cart reservation countdown: reads the start time from the `wopb_cart_reserved_timer`
 * cookie (writing it when missing) and writes the time left into the server's `.wopb-cart-time`
 * every second (core's countdown store: one shared ticker for the page). At zero it resets the
 * cookie to '0', hides the box, announces it, and with `data-hides="clear"` goes to
 * `?wopb-cart-clear` so the server empties the cart. A reservation already over on load only
 * resets the cookie and hides the box. Unbound or failed, the box is as printed, time included.
 */
export function bindCartReservation(
  host: HTMLElement,
  { props, onCleanup }: BehaviourContext<CartReservationProps>,
  navigate: Navigate = assign,
): void {
  const time = host.querySelector('.wopb-cart-time');
  const timer = host.querySelector('.wopb-cart-reserved-timer');
  onCleanup(
    keepPrinted([
      [host, ['data-state', 'hidden', 'style']],
      [timer, ['role', 'aria-label']],
    ]),
  );
  if (time) {
    const printed = [...time.childNodes];
    onCleanup(() => time.replaceChildren(...printed));
    timer?.setAttribute('role', 'timer');
    timer?.setAttribute('aria-label', messages.t('reservationLabel'));
  }

  const start = startReservation(getCookie(COOKIE.cartReservedTimer), props.expire, Date.now());
  let over = false;
  /** The end: cookie reset, box hidden; announced (and the cart emptied) only if it ran out here. */
  const end = (ranOut: boolean) => {
    over = true;
    host.setAttribute('data-state', 'expired');
    if (start.status !== 'reset') setCookie(COOKIE.cartReservedTimer, RESET_COOKIE_VALUE);
    host.hidden = true;
    // Theme CSS may give the box a display of its own, which would beat the hidden attribute.
    host.style.display = 'none';
    if (!ranOut) return;
    if (props.hides === 'clear') {
      announce(messages.t('reservationCleared'), 'assertive');
      navigate(cartClearUrl(window.location.href));
    } else {
      announce(messages.t('reservationExpired'), 'assertive');
    }
  };
  if (start.status !== 'running') {
    end(false);
    return;
  }

  if (start.writeCookie)
    setCookie(COOKIE.cartReservedTimer, String(start.startMs), { expires: new Date(start.deadlineMs) });
  host.setAttribute('data-state', 'running');
  const countdown = createCountdown(start.deadlineMs);
  let unsubscribe: (() => void) | undefined;
  const render = () => {
    if (over) return;
    const parts = countdown.getSnapshot();
    if (time) time.textContent = formatReservation(leftMs(parts));
    if (parts.done) {
      end(true);
      unsubscribe?.();
    }
  };
  unsubscribe = countdown.subscribe(render);
  onCleanup(() => unsubscribe?.());
  render();
}
