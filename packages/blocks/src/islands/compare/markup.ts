/** The page's compare controls the island claims (product-blocks.md §4 "Buttons"). */
export const COMPARE_CONTROLS = '.wopb-compare-btn, .wopb-compare-nav-item, .wopb-menu-compare-btn';
/** The count badges (nav item, Menu Compare block). */
export const COMPARE_COUNTS = '.wopb-compare-count, .wopb-menu-compare-count';
/** The class of a product's buttons while it is in the list. */
export const COMPARE_ACTIVE = 'wopb-compare-active';

/** Inside the modal's reply. */
export const WRAPPER = '.wopb-compare-wrapper';
export const REMOVE = '.wopb-compare-remove';
export const CLEAR = '.wopb-compare-clear-btn';
export const LETS_COMPARE = '.wopb-lets-compare-btn';
export const OPEN_PICKER = '.wopb-compare-add-btn';
export const PICKER = '.wopb-compare-product-list-modal';
export const PICKER_BOX = '.wopb-product-list-content';
export const PICKER_CLOSE = '.wopb-product-list-close';
export const PICKER_ADD = '.wopb-add-to-compare-btn';
export const PICKER_SEARCH = '.wopb-search-input';
export const PICKER_LIST = '.wopb-product-list';
export const QUANTITY = '.wopb-qty';
export const TABLE_ADD_TO_CART = '.wopb-add-to-cart.ajax_add_to_cart';

/** The modal's controls the plugin prints as `<a>` without href (and spans): keyboard buttons. */
export const MODAL_CONTROLS = `${REMOVE}, ${CLEAR}, ${LETS_COMPARE}, ${OPEN_PICKER}, ${PICKER_CLOSE}, ${PICKER_ADD}`;

/** The cells of a product in the table or a list (`.wopb-compare-item-<id>`). */
export function productCells(root: ParentNode, postId: string): Element[] {
  return /^\d+$/.test(postId) ? [...root.querySelectorAll(`.wopb-compare-item-${postId}`)] : [];
}

/** The product id of a table cell (`td.wopb-compare-item-<id>`); null when none. */
export function cellProductId(el: Element): string | null {
  const cell = el.closest('[class*="wopb-compare-item-"]');
  const match = cell ? /(?:^|\s)wopb-compare-item-(\d+)(?:\s|$)/.exec(cell.className) : null;
  return match?.[1] ?? null;
}
