import { prop } from '@firsat/core/island';

/** A class list as printed (`wopb-zoom_in`, `wopb-sidebar-wrap wopb-right_sidebar`): names only. */
const CLASSES = /^[\w\s-]*$/;

/** An address of the site, absolute or from its root (`data-redirect`, `data-login-redirect`). */
export const SITE_ADDRESS = /^(?:https?:\/\/|\/)[^\s"<>]*$/;

const classes = (attribute: string, fallback: string, doc: string) =>
  prop.string(attribute, { pattern: CLASSES, patternText: 'must be class names', fallback, doc });

/**
 * The data-* with which the plugin's compare, wishlist and quick view controls dress the shared
 * footer modal (product-blocks.md §4–6): each island takes the ones its controls print.
 */
export const footerModalLook = {
  wrapperClass: classes(
    'data-modal_wrapper_class',
    '',
    'Classes the modal takes while open (`wopb-sidebar-wrap wopb-right_sidebar`, `wopb-quick-view-wrapper wopb-layout-1`).',
  ),
  contentClass: classes(
    'data-modal_content_class',
    '',
    'The class `.wopb-modal-content` takes while open (`wopb-wishlist-wrapper`).',
  ),
  openAnimation: classes(
    'data-open-animation',
    '',
    'The open animation’s class (`wopb-zoom_in`; none under reduced motion).',
  ),
  closeAnimation: classes('data-close-animation', '', 'The close animation’s class (`wopb-zoom_out`).'),
  loader: classes(
    'data-modal-loader',
    'loader_1',
    'The modal’s loader while the reply is on its way (`loader_1`).',
  ),
} as const;
