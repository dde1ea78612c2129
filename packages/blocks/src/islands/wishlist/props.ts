import { defineProps, prop } from '@firsat/core/island';
import { footerModalLook, SITE_ADDRESS } from '../../shared/footer-modal';

const ISLAND = 'wishlist';

/** A wishlist control's data-* (product-blocks.md §5 "Buttons"). */
export const wishlistProps = defineProps(ISLAND, {
  action: prop.oneOf('data-action', ['add', 'menu_block', 'nav_popup', 'redirect'] as const, {
    fallback: 'add',
    doc: 'What it asks: `add` (a product’s button), `menu_block` (the Menu Wishlist block), `nav_popup` (the nav item: the list, as the menu block).',
  }),
  postId: prop.string('data-postid', {
    pattern: /^\d*$/,
    patternText: 'must be a product id (digits)',
    fallback: '',
    doc: 'The product (`post_id` of the request); empty on a nav item or menu block.',
  }),
  redirect: prop.string('data-redirect', {
    pattern: SITE_ADDRESS,
    patternText: 'must be an address of the site',
    fallback: '',
    doc: 'The wishlist page (the "redirect" setting): where the visitor goes after adding.',
  }),
  loginRedirect: prop.string('data-login-redirect', {
    pattern: SITE_ADDRESS,
    patternText: 'must be an address of the site',
    fallback: '',
    doc: 'The login address printed for a guest when the wishlist needs a login: a press goes there.',
  }),
  contentClass: footerModalLook.contentClass,
  loader: footerModalLook.loader,
});

export type WishlistProps = ReturnType<typeof wishlistProps.parse>;
