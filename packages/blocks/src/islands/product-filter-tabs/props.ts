import { defineProps, prop } from '@firsat/core/island';
import { blockAttributeProps } from '../../shared/block-requests';

const { blockId, blockName, postId } = blockAttributeProps;

/** The filter tabs' data-* (product-blocks.md §1 "Filter tabs"). */
export const productFilterTabsProps = defineProps('product-filter-tabs', {
  taxtype: prop.oneOf('data-taxtype', ['product_cat', 'product_tag'], {
    fallback: 'product_cat',
    doc: 'Which taxonomy the tabs’ values name: `product_cat` or `product_tag`.',
  }),
  currentUrl: prop.string('data-current-url', {
    fallback: '',
    doc: 'The page’s address, sent as `currentUrl` (the reply’s page links are built on it).',
  }),
  blockId,
  blockName,
  postId,
});

export type ProductFilterTabsProps = ReturnType<typeof productFilterTabsProps.parse>;
