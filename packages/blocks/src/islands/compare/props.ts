import { defineProps, prop } from '@firsat/core/island';
import { footerModalLook, SITE_ADDRESS } from '../../shared/footer-modal';

const ISLAND = 'compare';

/** A compare control's data-* (product-blocks.md §4 "Buttons"). */
export const compareProps = defineProps(ISLAND, {
  action: prop.oneOf('data-action', ['add', 'nav_popup', 'menu_block', 'redirect'] as const, {
    fallback: 'add',
    doc: 'What it asks: `add` (a product’s button), `nav_popup` (the nav item), `menu_block` (the Menu Compare block), `redirect` (go to `data-redirect`).',
  }),
  addedAction: prop.oneOf(
    'data-added-action',
    ['popup', 'sidebar', 'message', 'redirect', 'product_list', 'nav_popup', ''] as const,
    {
      fallback: 'popup',
      doc: 'The "after adding" setting: `popup` (the modal), `sidebar`, `message` (a notice that closes after 5 s), `redirect`.',
    },
  ),
  postId: prop.string('data-postid', {
    pattern: /^\d*$/,
    patternText: 'must be a product id (digits)',
    fallback: '',
    doc: 'The product (`postid` of the request); empty on a nav item or menu block.',
  }),
  redirect: prop.string('data-redirect', {
    pattern: SITE_ADDRESS,
    patternText: 'must be an address of the site',
    fallback: '',
    doc: 'The compare page (`redirect` settings).',
  }),
  wrapperClass: footerModalLook.wrapperClass,
  openAnimation: footerModalLook.openAnimation,
  closeAnimation: footerModalLook.closeAnimation,
  loader: footerModalLook.loader,
});

export type CompareProps = ReturnType<typeof compareProps.parse>;
