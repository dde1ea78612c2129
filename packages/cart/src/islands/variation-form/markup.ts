/**
 * The parts of a classic variation form (woocommerce/single-product/add-to-cart/variable.php) and
 * of the product around it, found once when the island mounts. Every part but the selects is
 * optional: product cards and themes print less.
 */
import { attributeNameOf } from '../../shared/variation';

export interface FormParts {
  form: HTMLElement;
  /** `table.variations select[data-attribute_name]`, in the form's order. */
  selects: HTMLSelectElement[];
  resetLink: HTMLElement | null;
  /** `.reset_variations_alert`: the screen-reader text after a reset. */
  resetAlert: HTMLElement | null;
  /** `.single_variation`: price, availability and description of the chosen variation. */
  singleVariation: HTMLElement | null;
  button: HTMLElement | null;
  /** `.woocommerce-variation-add-to-cart`: the quantity and button row. */
  addToCart: HTMLElement | null;
  variationId: HTMLInputElement | null;
  quantity: HTMLInputElement | null;
  /** The product the form belongs to (`.product`), for sku, weight and dimensions. */
  product: HTMLElement | null;
}

export function readFormParts(form: HTMLElement): FormParts {
  const one = <E extends Element = HTMLElement>(selector: string) => form.querySelector<E>(selector);
  return {
    form,
    selects: [
      ...form.querySelectorAll<HTMLSelectElement>('select[data-attribute_name], .variations select'),
    ].filter(
      (select, index, all) =>
        all.indexOf(select) === index && attributeNameOf(select).startsWith('attribute_'),
    ),
    resetLink: one('.reset_variations'),
    resetAlert: one('.reset_variations_alert'),
    singleVariation: one('.single_variation'),
    button: one('.single_add_to_cart_button'),
    addToCart: one('.woocommerce-variation-add-to-cart'),
    variationId: one<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
    quantity: one<HTMLInputElement>('input.qty, input[name="quantity"]'),
    product: form.closest<HTMLElement>('.product'),
  };
}

/** The values (not the "Choose an option" placeholder) each select offers, in order. */
export function optionValues(select: HTMLSelectElement): string[] {
  return [...select.options].map((option) => option.value).filter(Boolean);
}
