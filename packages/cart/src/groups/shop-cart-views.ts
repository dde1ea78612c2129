// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { AddToCartButton } from '../add-to-cart/add-to-cart-button';
export { addToCart as addToCartIsland } from '../add-to-cart/definition';
export { type AddToCartProps, addToCartProps } from '../add-to-cart/props';
export * as cartSession from '../cart-session/index';
export { CatalogOrdering } from '../catalog-ordering/catalog-ordering';
export { catalogOrdering as catalogOrderingIsland } from '../catalog-ordering/definition';
export { type CatalogOrderingProps, catalogOrderingProps } from '../catalog-ordering/props';
export { miniCart as miniCartIsland } from '../mini-cart/definition';
export { MiniCart } from '../mini-cart/mini-cart';
export { type MiniCartProps, miniCartProps } from '../mini-cart/props';
export * as shopCartFixtures from '../testing/woocommerce-fixtures';
