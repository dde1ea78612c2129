import { dealDate, html, type SafeHtml } from '../lib';

/** The cell labels, in the plugin's order (days, hours, minutes, seconds), in Turkish. */
const labels = ['Gün', 'Saat', 'Dakika', 'Saniye'] as const;

/**
 * The product-blocks deal countdown exactly as the plugin prints it: one line, no whitespace,
 * four cells starting at 00 that the island fills in. `date` is the data-date attribute, normally
 * the sale's last day as Y/m/d; the demo passes broken values on purpose.
 */
export function dealCountdownMarkup(date: string): SafeHtml {
  const [days, hours, minutes, seconds] = labels;
  return html`<div class="wopb-product-deals" data-date="${date}"><div class="wopb-deals-date"><strong class="wopb-deals-counter-days">00</strong><span class="wopb-deals-periods">${days}</span></div><div class="wopb-deals-hour"><strong class="wopb-deals-counter-hours">00</strong><span class="wopb-deals-periods">${hours}</span></div><div class="wopb-deals-minute"><strong class="wopb-deals-counter-minutes">00</strong><span class="wopb-deals-periods">${minutes}</span></div><div class="wopb-deals-seconds"><strong class="wopb-deals-counter-seconds">00</strong><span class="wopb-deals-periods">${seconds}</span></div></div>`;
}

/** The countdown for a sale ending at `saleTo` (unix seconds): data-date is that day, Y/m/d. */
export function dealCountdown(saleTo: number): SafeHtml {
  return dealCountdownMarkup(dealDate(saleTo));
}
