import { html, type SafeHtml } from '../lib';
import type { Product } from '../shop';

/** The modal's loader class (`quick_view_loader`). */
export const QUICKVIEW_LOADER = 'loader_1';

/** The class the quick view modal takes (`data-modal_wrapper_class`: layout 1, a centred popup). */
export const QUICKVIEW_WRAPPER_CLASS = 'wopb-quick-view-wrapper wopb-layout-1';

/**
 * The shop loop's quick view button as Quickview.php's get_quick_view() prints it after each
 * loop add-to-cart link (quick_view_in_cart, settings "shop" and "archive" on): a span in
 * `.wopb-quick-btn-wrap` with the loop's ids in `data-list`, the modal's class, animations and
 * loader, its text "Hızlı bakış" (no icon: `quick_view_button_icon_enable` off). The island makes
 * it a keyboard button.
 */
export function quickviewShopButton(product: Product, loopIds: readonly number[]): SafeHtml {
  return html`<span class="wopb-quick-btn-wrap"><span
                    class="wopb-quickview-btn wopb-quick-addon-btn"
                    data-list="${loopIds.join(',')}"
                    data-postid="${product.id}"
                    data-modal_wrapper_class="${QUICKVIEW_WRAPPER_CLASS}"
                    data-open-animation="wopb-zoom_in"
                    data-close-animation="wopb-zoom_out"
                    data-modal-loader="${QUICKVIEW_LOADER}"
                    defaultWooPage ="yes">Hızlı bakış</span></span>`;
}
