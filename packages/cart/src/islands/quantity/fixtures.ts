/** What a quantity fixture prints: the input's value and limits, and which markup. */
export interface QuantityMarkupOptions {
  value: string;
  min?: string;
  max?: string;
  step?: string;
  /**
   * `classic`: WooCommerce's global/quantity-input.php; `product-blocks`: its `.wopb-qty-wrap`
   * with printed steppers; `hidden`: a product sold individually; `broken`: no `input.qty`.
   */
  kind?: 'classic' | 'product-blocks' | 'hidden' | 'broken';
}

/** The single product form (product 30) with its quantity and add-to-cart button. */
export function quantityFormMarkup({
  value,
  min = '1',
  max = '',
  step = '1',
  kind = 'classic',
}: QuantityMarkupOptions): string {
  const input = `<input type="number" id="quantity_30" class="input-text qty text${kind === 'product-blocks' ? ' wopb-qty' : ''}" name="quantity" value="${value}" aria-label="Ürün adedi" min="${min}" max="${max}" step="${step}" inputmode="numeric" autocomplete="off" />`;
  const button = `<button type="submit" name="add-to-cart" value="30" class="single_add_to_cart_button button alt" data-quantity="${value}">Sepete ekle</button>`;
  const form = (quantity: string) => `<form class="cart" method="post">${quantity}${button}</form>`;
  if (kind === 'product-blocks')
    return form(
      `<div class="wopb-qty-wrap"><span class="wopb-add-to-cart-minus">-</span>${input}<span class="wopb-add-to-cart-plus">+</span></div>`,
    );
  if (kind === 'hidden')
    return form('<div class="quantity"><input type="hidden" class="qty" name="quantity" value="1" /></div>');
  if (kind === 'broken') return form('<div class="quantity"><span>1</span></div>');
  return form(
    `<div class="quantity"><label class="screen-reader-text" for="quantity_30">Filtre Kahve Çekirdeği adedi</label>${input}</div>`,
  );
}
