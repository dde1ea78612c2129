/**
 * @firsat/cart — cart and single-product islands. Each group file lists the definitions of one
 * family of islands (a few bytes each); an island's code loads only when its element is on the
 * page. Views and props schemas (for Storybook and tests) are in `@firsat/cart/views`.
 */
import type { IslandDefinition } from '@firsat/core';
import { islands as cartPage } from './groups/cart-page';
import { islands as checkout } from './groups/checkout';
import { islands as productExtras } from './groups/product-extras';
import { islands as productPage } from './groups/product-page';
import { islands as shopCart } from './groups/shop-cart';
import { islands as variations } from './groups/variations';

/** Every island of this package, for `register(...cartIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const cartIslands: IslandDefinition<any>[] = [
  ...shopCart,
  ...cartPage,
  ...checkout,
  ...productExtras,
  ...variations,
  ...productPage,
];
