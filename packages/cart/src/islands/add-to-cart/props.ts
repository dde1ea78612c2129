import { defineProps, prop } from '@firsat/core/island';

/**
 * The add-to-cart button's data-* schema. Everything the request sends is read again at click
 * time (the quantity island and the variation switcher change the attributes after load); only
 * the product id is checked up front, so a button the island cannot use keeps its plain link.
 */
export const addToCartProps = defineProps('add-to-cart', {
  productId: prop.string('data-product_id', {
    fallback: '',
    pattern: /^\d*$/,
    patternText: 'must be a product id (digits)',
    doc: 'The product (or variation) id sent as `product_id`; without one the click is left to the link.',
  }),
});

export type AddToCartProps = ReturnType<typeof addToCartProps.parse>;
