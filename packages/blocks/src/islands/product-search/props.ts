import { defineProps, prop } from '@firsat/core/island';
import { blockAttributeProps } from '../../shared/block-requests';
import { readSearchBlock } from './markup';

/** The product search block's schema (product-blocks.md §3). */
export const productSearchProps = defineProps('product-search', {
  blockId: blockAttributeProps.blockId,
  blockName: blockAttributeProps.blockName,
  postId: blockAttributeProps.postId,
  block: prop.markup(readSearchBlock, {
    type: 'markup',
    doc: 'The form (`.wopb-search-section form[data-redirect]`), `input.wopb-search-input` and `div.wopb-search-result` (all required); the category `.wopb-selected-text[value]` and `.wopb-select-items li[value]`, `.wopb-search-icon`, `.wopb-loader-container`, `.wopb-clear`.',
  }),
});

export type ProductSearchProps = ReturnType<typeof productSearchProps.parse>;
