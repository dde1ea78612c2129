import { html, type SafeHtml } from '../lib';

export interface QuantityInput {
  id: string;
  name: string;
  /** for the screen-reader label: '<product> adedi' */
  productName: string;
  value: number;
  min: number;
  max: number | null;
  step: number;
}

/**
 * WooCommerce's quantity input (global/quantity-input.php); when min equals max (sold
 * individually) it is a hidden field, as WooCommerce prints it.
 */
export function quantityInput(input: QuantityInput): SafeHtml {
  if (input.max !== null && input.min === input.max) {
    return html`<div class="quantity">
		<input type="hidden" id="${input.id}" class="qty" name="${input.name}" value="${input.min}" />
	</div>`;
  }
  return html`<div class="quantity">
		<label class="screen-reader-text" for="${input.id}">${input.productName} adedi</label>
	<input
		type="number"
				id="${input.id}"
		class="input-text qty text"
		name="${input.name}"
		value="${input.value}"
		aria-label="Ürün adedi"
				min="${input.min}"
		max="${input.max ?? ''}"
					step="${input.step}"
			placeholder=""
			inputmode="numeric"
			autocomplete="off"
			/>
	</div>`;
}
