/**
 * The single-product form with product-blocks' name-your-price field (NamePrice addon,
 * reference/product-blocks.md §10): wrapper with data-min/data-max, the price field
 * `wopb_custom_prices`, suggested prices as radios, then `#wopb-price-warning`.
 */
export function namePriceFormMarkup({
  min = '50',
  max = '5000',
  value = '100',
  suggestions = ['50', '100', '250'],
}: {
  min?: string | null;
  max?: string | null;
  value?: string;
  suggestions?: string[];
} = {}): string {
  const attrs = `${min === null ? '' : ` data-min="${min}"`}${max === null ? '' : ` data-max="${max}"`}`;
  const chunks = suggestions
    .map(
      (s, k) =>
        `<span><input type="radio" id="wopb-chunk-${k}" name="wopb_custom_prices_suggestion" value="${s}" class="wopb-custom-chunk-prices"><label class="wopb-chunk-price-label" for="wopb-chunk-${k}"><span class="woocommerce-Price-amount amount"><bdi>${s}&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span></label></span>`,
    )
    .join('');
  return `<form class="cart" action="/urun/askida-urun-bagisi/" method="post" enctype="multipart/form-data"><div class="wopb-name-price-main-wrapper"><div class="wopb-name-price-wrapper"${attrs}><label class="wopb-name-price-label" for="wopb-name-price-box">Tutarınız (₺)</label><input type="number" id="wopb-name-price-box" class="wopb-name-price-field" name="wopb_custom_prices" value="${value}" step="0.01">${suggestions.length ? `<div class="wopb-chunk-price-wrapper">${chunks}</div>` : ''}</div><div id="wopb-price-warning"></div></div><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div><button type="submit" name="add-to-cart" value="31" class="single_add_to_cart_button button alt">Sepete ekle</button></form>`;
}

/** The form attached to the document; returns it and its wrapper (the island's element). */
export function namePriceForm(options?: Parameters<typeof namePriceFormMarkup>[0]) {
  const holder = document.createElement('div');
  holder.innerHTML = namePriceFormMarkup(options);
  const form = holder.firstElementChild as HTMLFormElement;
  document.body.append(form);
  const host = form.querySelector('.wopb-name-price-wrapper') as HTMLElement;
  return { form, host };
}
