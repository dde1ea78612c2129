import { defineProps, prop } from '@firsat/core/island';
import { postIdProp } from '../../shared/block-requests';

/** The filter block's data-* (`div.wopb-filter-block`, product-blocks.md §2). */
export const productFilterProps = defineProps('product-filter', {
  postId: postIdProp(
    'The post holding the block and its target (`post_id`); a surrounding `.wopb-shortcode`’s `data-postid` wins.',
  ),
  target: prop.string('data-block-target', {
    required: true,
    doc: 'The listing block the filter drives, its slug (`product-grid-1`): `block_name` is `product-blocks_<target>`, and the reply replaces each `.wp-block-product-blocks-<target>` block’s main content.',
  }),
  currentUrl: prop.string('data-current-url', {
    fallback: '',
    doc: 'The page’s address (`get_pagenum_link()`), sent as `current_url`.',
  }),
});

export type ProductFilterProps = ReturnType<typeof productFilterProps.parse>;
