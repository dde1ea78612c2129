/** The views and props schemas of @firsat/cart, eagerly imported (Storybook, tests, custom hosts). */
export * from './groups/cart-page-views';
export * from './groups/checkout-views';
export * from './groups/product-extras-views';
export * from './groups/product-page-views';
export * from './groups/shop-cart-views';
export * from './groups/variations-views';
