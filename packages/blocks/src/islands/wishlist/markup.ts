/** The page's wishlist controls the island claims (product-blocks.md §5 "Buttons"). */
export const WISHLIST_CONTROLS = '.wopb-wishlist-add, .wopb-wishlist-nav-item, .wopb-menu-wishlist-btn';
/** The count badges (nav item, Menu Wishlist block). */
export const WISHLIST_COUNTS = '.wopb-wishlist-count, .wopb-menu-wishlist-count';
/** The class of a product's buttons while it is in the list. */
export const WISHLIST_ACTIVE = 'wopb-wishlist-active';

/** Inside the modal's reply. */
export const REMOVE = '.wopb-wishlist-remove';
export const CART_ADDED = '.wopb-wishlist-cart-added';
export const TABLE = '.wopb-wishlist-modal-content table';

/** Whether the list's add-to-cart link adds a simple product (wishlist.js `simpleProduct`). */
export function addsSimpleProduct(control: Element): boolean {
  const link = control.querySelector('a');
  return (
    !!link && link.classList.contains('product_type_simple') && link.classList.contains('add_to_cart_button')
  );
}
