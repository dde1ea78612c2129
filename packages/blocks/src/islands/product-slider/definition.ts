import { defineIsland } from '@firsat/core';
import type { ProductSliderProps } from './props';

/**
 * The slider and carousel of the product-blocks listing blocks (`.wopb-product-blocks-slide`:
 * the Product Slider block, and grid, list and category blocks in slide view). A behaviour (no
 * React): the items, arrow icons and settings are all printed; it only moves and marks them.
 * `visible` (200 px margin): sliders sit in page content, often below the fold, and the printed
 * row of items reads fine until then.
 */
export const productSliderIsland = defineIsland<ProductSliderProps>({
  name: 'product-slider',
  selector: '.wopb-product-blocks-slide',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});
