/**
 * @firsat/blocks — product-block and post-block islands. Each export is a definition: register
 * it (or all of `blocksIslands`) and its code loads only when its element is on the page.
 * Views and props schemas (for Storybook and tests) are in `@firsat/blocks/views`.
 */
import { dealCountdown } from './deal-countdown/definition';
import { islands as productBlocksExtras } from './groups/product-blocks-extras';

export { dealCountdown };

/** Every island of this package, for `register(...blocksIslands)`. */
export const blocksIslands = [dealCountdown, ...productBlocksExtras];
