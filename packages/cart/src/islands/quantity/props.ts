import { defineProps, IslandError, prop } from '@firsat/core/island';

/** The server elements one quantity island works on. */
export interface QuantityParts {
  /** The number input the form posts (`input.qty`, `input.wopb-qty`); null when it is hidden (sold individually). */
  input: HTMLInputElement | null;
  /** Stepper buttons the server printed (product-blocks `.wopb-add-to-cart-minus` / `-plus`, theme `.minus` / `.plus`); null: the island adds its own. */
  minus: HTMLElement | null;
  plus: HTMLElement | null;
  /** Inside the cart page's items form: values below min stay as they are (SPEC §5). */
  isCartPage: boolean;
}

const MINUS = '.wopb-add-to-cart-minus, .wopb-builder-cart-minus, .minus';
const PLUS = '.wopb-add-to-cart-plus, .wopb-builder-cart-plus, .plus';

/** Reads the quantity markup: the input and any steppers printed beside it. */
export function readQuantityParts(el: HTMLElement): QuantityParts {
  const input = el.querySelector<HTMLInputElement>('input.qty, input.wopb-qty');
  if (!input) throw new IslandError('quantity', 'input.qty', null, 'is required inside the quantity markup');
  const usable = input.type !== 'hidden';
  return {
    input: usable ? input : null,
    minus: usable ? el.querySelector<HTMLElement>(MINUS) : null,
    plus: usable ? el.querySelector<HTMLElement>(PLUS) : null,
    isCartPage: input.closest('form.woocommerce-cart-form') !== null || /^cart\[/.test(input.name),
  };
}

/** The quantity island's schema: everything comes from the markup WooCommerce or product-blocks printed. */
export const quantityProps = defineProps('quantity', {
  parts: prop.markup(readQuantityParts, {
    type: 'markup',
    doc: 'The `input.qty` (or product-blocks `input.wopb-qty`) with its `min`, `max` and `step`, and any `.wopb-add-to-cart-minus` / `-plus` (or `.minus` / `.plus`) steppers. Without steppers the island adds two buttons around the input.',
  }),
});

export type QuantityProps = ReturnType<typeof quantityProps.parse>;
