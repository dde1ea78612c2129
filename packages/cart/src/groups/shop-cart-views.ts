// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { AddToCartButton } from '../add-to-cart/add-to-cart-button';
export { type AddToCartProps, addToCartProps } from '../add-to-cart/props';
export * as cartSession from '../cart-session/index';
export { CatalogOrdering } from '../catalog-ordering/catalog-ordering';
export { type CatalogOrderingProps, catalogOrderingProps } from '../catalog-ordering/props';
export { MiniCart } from '../mini-cart/mini-cart';
export { type MiniCartProps, miniCartProps } from '../mini-cart/props';
