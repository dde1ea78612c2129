/**
 * Product-blocks' cart coupon section (the cart builder's coupon block): a header with its
 * toggle button over the coupon form. `closed` prints the body hidden (`display:none`), as the
 * block does when "collapsed by default" is set; `button: false` leaves the header without its
 * toggle button (the header itself toggles); `header: false` is broken markup (no header).
 */
export function cartCouponSectionMarkup({
  closed = false,
  button = true,
  header = true,
}: {
  closed?: boolean;
  button?: boolean;
  header?: boolean;
} = {}): string {
  const toggle = button ? '<button type="button" class="wopb-toggle-btn"></button>' : '';
  const head = header
    ? `<div class="wopb-toggle-header"><span class="wopb-toggle-text">İndirim kodunuz var mı?</span>${toggle}</div>`
    : '';
  const style = closed ? ' style="display:none"' : '';
  return `<div class="wopb-coupon-section"><div class="woocommerce-notices-wrapper"></div>${head}<div class="wopb-coupon-form"${style}><input type="text" class="wopb-coupon-code" placeholder="Kupon kodu" aria-label="Kupon kodu"></div></div>`;
}
