import { defineProps, prop } from '@firsat/core/island';

const ISLAND = 'compare';

/** A class list as printed (`wopb-zoom_in`, `wopb-sidebar-wrap wopb-right_sidebar`): names only. */
const CLASSES = /^[\w\s-]*$/;

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
    pattern: /^(?:https?:\/\/|\/)[^\s"<>]*$/,
    patternText: 'must be an address of the site',
    fallback: '',
    doc: 'The compare page (`redirect` settings).',
  }),
  wrapperClass: prop.string('data-modal_wrapper_class', {
    pattern: CLASSES,
    patternText: 'must be class names',
    fallback: '',
    doc: 'Classes the modal takes while open (`wopb-sidebar-wrap wopb-right_sidebar`).',
  }),
  openAnimation: prop.string('data-open-animation', {
    pattern: CLASSES,
    patternText: 'must be a class name',
    fallback: '',
    doc: 'The open animation’s class (`wopb-zoom_in`; none under reduced motion).',
  }),
  closeAnimation: prop.string('data-close-animation', {
    pattern: CLASSES,
    patternText: 'must be a class name',
    fallback: '',
    doc: 'The close animation’s class (`wopb-zoom_out`).',
  }),
  loader: prop.string('data-modal-loader', {
    pattern: CLASSES,
    patternText: 'must be a class name',
    fallback: 'loader_1',
    doc: 'The modal’s loader while the reply is on its way (`loader_1`).',
  }),
});

export type CompareProps = ReturnType<typeof compareProps.parse>;
