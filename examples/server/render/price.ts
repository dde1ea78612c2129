import { html, raw, type SafeHtml, site } from '../lib';
import { activePrice, isOnSale, type Product } from '../shop';

/** 129990 → '1.299,90' (Turkish separators, two decimals). */
export function formatAmount(kurus: number): string {
  const abs = Math.abs(kurus);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, site.thousandSeparator);
  const fraction = String(abs % 100).padStart(site.decimals, '0');
  return `${whole}${site.decimalSeparator}${fraction}`;
}

/**
 * wc_price(): `<span class="woocommerce-Price-amount amount"><bdi>1.299,90&nbsp;<span
 * class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>`, the symbol after the
 * amount with a non-breaking space (the right_space position Turkish shops use).
 */
export function wcPrice(kurus: number, options: { ariaHidden?: boolean } = {}): SafeHtml {
  const sign = kurus < 0 ? '-' : '';
  const hidden = options.ariaHidden ? ' aria-hidden="true"' : '';
  return raw(
    `<span class="woocommerce-Price-amount amount"${hidden}><bdi>${sign}${formatAmount(kurus)}&nbsp;` +
      `<span class="woocommerce-Price-currencySymbol">${site.currencySymbolHtml}</span></bdi></span>`,
  );
}

/** The price as text, for screen-reader sentences: '1.299,90&nbsp;&#8378;' (entities, no tags). */
export function priceText(kurus: number): SafeHtml {
  return raw(`${kurus < 0 ? '-' : ''}${formatAmount(kurus)}&nbsp;${site.currencySymbolHtml}`);
}

/** wc_format_sale_price(): the struck-through regular price, then the sale price. */
export function salePriceHtml(regular: number, sale: number): SafeHtml {
  return html`<del aria-hidden="true">${wcPrice(regular)}</del> <span class="screen-reader-text">Orijinal fiyat: ${priceText(regular)}.</span><ins aria-hidden="true">${wcPrice(sale)}</ins><span class="screen-reader-text">Güncel fiyat: ${priceText(sale)}.</span>`;
}

/** wc_format_price_range() */
export function priceRangeHtml(from: number, to: number): SafeHtml {
  return html`${wcPrice(from, { ariaHidden: true })} <span aria-hidden="true">&ndash;</span> ${wcPrice(to, { ariaHidden: true })}<span class="screen-reader-text">Fiyat aralığı: ${priceText(from)} ile ${priceText(to)} arası</span>`;
}

/** get_price_html() of a simple product or a variation. */
export function simplePriceHtml(product: Product, nowSeconds: number): SafeHtml {
  if (product.nameYourPrice?.suggestedKurus != null) {
    return html`<span class="suggested-text">Önerilen: </span>${wcPrice(product.nameYourPrice.suggestedKurus)}`;
  }
  const price = activePrice(product, nowSeconds);
  if (price === null) return raw('');
  if (isOnSale(product, nowSeconds) && product.regularKurus !== null) {
    return salePriceHtml(product.regularKurus, price);
  }
  return wcPrice(price);
}

/** get_price_html() of a variable product, from its variations. */
export function variablePriceHtml(variations: Product[], nowSeconds: number): SafeHtml {
  const prices = variations.map((v) => activePrice(v, nowSeconds)).filter((p): p is number => p !== null);
  const regulars = variations.map((v) => v.regularKurus).filter((p): p is number => p !== null);
  if (prices.length === 0) return raw('');
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  if (min !== max) return priceRangeHtml(min, max);
  const minRegular = Math.min(...regulars);
  const maxRegular = Math.max(...regulars);
  const onSale = variations.some((v) => isOnSale(v, nowSeconds));
  if (onSale && minRegular === maxRegular && minRegular > min) return salePriceHtml(minRegular, min);
  return wcPrice(min);
}
