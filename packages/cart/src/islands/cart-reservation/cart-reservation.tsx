import { COOKIE, getCookie, type IslandHostProps, setCookie, t } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useRestorePrinted } from '../../shared/printed-markup';
import type { CartReservationProps } from './props';
import { cartClearUrl, formatReservation, RESET_COOKIE_VALUE, startReservation } from './reservation';
import { useCountdown } from './use-countdown';

export interface CartReservationViewProps extends CartReservationProps, IslandHostProps {
  /** Where the browser goes to empty the cart; `location.assign` unless given (stories, tests). */
  navigate?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

function hide(host: HTMLElement): void {
  host.hidden = true;
  // Theme CSS may give the box a display of its own, which would beat the hidden attribute.
  host.style.display = 'none';
}

/**
 * The cart reservation countdown: reads the start time from the `wopb_cart_reserved_timer`
 * cookie (writing it when missing), writes the time left into the server's `.wopb-cart-time`
 * every second (shared ticker), and at zero resets the cookie to '0', hides the box, announces
 * it, and with `data-hides="clear"` goes to `?wopb-cart-clear` so the server empties the cart.
 * A reservation already over on load only resets the cookie and hides the box.
 */
export function CartReservation({ expire, hides, host, navigate = assign }: CartReservationViewProps) {
  const [start] = useState(() => startReservation(getCookie(COOKIE.cartReservedTimer), expire, Date.now()));
  const running = start.status === 'running';
  const parts = useCountdown(running ? start.deadlineMs : 0);
  const leftMs = (((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 + parts.seconds) * 1000;

  useEffect(() => {
    if (start.status === 'running' && start.writeCookie)
      setCookie(COOKIE.cartReservedTimer, String(start.startMs), { expires: new Date(start.deadlineMs) });
  }, [start]);

  // The time left goes into the server's own element; its text comes back on unmount.
  useLayoutEffect(() => {
    const time = host.querySelector('.wopb-cart-time');
    const timer = host.querySelector('.wopb-cart-reserved-timer');
    if (!time) return;
    const printed = time.textContent;
    timer?.setAttribute('role', 'timer');
    timer?.setAttribute('aria-label', t('reservationLabel'));
    return () => {
      time.textContent = printed;
      timer?.removeAttribute('role');
      timer?.removeAttribute('aria-label');
    };
  }, [host]);

  useLayoutEffect(() => {
    const time = host.querySelector('.wopb-cart-time');
    if (time && running) time.textContent = formatReservation(leftMs);
  }, [host, running, leftMs]);

  const over = !running || parts.done;
  useEffect(() => {
    host.setAttribute('data-state', over ? 'expired' : 'running');
    if (!over) return;
    if (start.status !== 'reset') setCookie(COOKIE.cartReservedTimer, RESET_COOKIE_VALUE);
    hide(host);
    // Only a reservation that runs out while the page is open is announced (and clears the cart).
    if (!running) return;
    if (hides === 'clear') {
      announce(t('reservationCleared'), 'assertive');
      navigate(cartClearUrl(window.location.href));
    } else {
      announce(t('reservationExpired'), 'assertive');
    }
  }, [over, running, hides, host, navigate, start]);

  useRestorePrinted(() => [
    [host, ['data-state', 'hidden', 'style']],
    [host.querySelector('.wopb-cart-reserved-timer'), ['role', 'aria-label']],
  ]);

  return null;
}
