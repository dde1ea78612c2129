import { html, type SafeHtml } from '../lib';

/**
 * The modal shell product-blocks prints once in `wp_footer` when an addon (compare, wishlist,
 * quick view) registers a loader: `.wopb-footer-section > .wopb-modal-wrap`. The islands fill
 * `.wopb-modal-content` with the server's replies.
 */
export function footerModal(): SafeHtml {
  return html`<div class="wopb-footer-section"><div class="wopb-modal-wrap">
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content"></div>
<div class="wopb-modal-loading"><div class="wopb-loading"><span class="wopb-loader wopb-d-none loader_1"></span></div></div>
<div class="wopb-after-modal-content"></div>
</div></div>`;
}
