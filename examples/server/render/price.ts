import { html, raw, type SafeHtml, site } from '../lib';
import { activePrice, type Currency, convertKurus, currentCurrency, isOnSale, type Product } from '../shop';

// The one place the store writes a price: every amount is kept in kuruş (the lira's cents) and
// written here in the currency of the request (the visitor's switcher choice, shop/currencies.ts),
// converted at its rate and rounded to its decimals, with the shop's separators.

/** A currency's smallest units written with the shop's separators: 3055, 2 → '30,55'. */
function formatMinor(minor: number, decimals: number): string {
  const abs = Math.abs(minor);
  const unit = 10 ** decimals;
  const whole = Math.floor(abs / unit)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, site.thousandSeparator);
  if (decimals === 0) return whole;
  return `${whole}${site.decimalSeparator}${String(abs % unit).padStart(decimals, '0')}`;
}

/** 129990 → '1.299,90' in lira (Turkish separators, two decimals); in the request's currency when it has another. */
export function formatAmount(kurus: number, currency: Currency = currentCurrency()): string {
  return formatMinor(convertKurus(kurus, currency), currency.decimals);
}

/** An amount as a number in the request's currency (the variation data's `display_price`): 129990 → 1299.9. */
export function displayAmount(kurus: number, currency: Currency = currentCurrency()): number {
  return convertKurus(kurus, currency) / 10 ** currency.decimals;
}

/** The amount and its symbol where the currency's position puts them (`&nbsp;` for the spaced ones). */
function placeSymbol(amount: string, symbol: string, currency: Currency): string {
  switch (currency.position) {
    case 'left':
      return `${symbol}${amount}`;
    case 'left_space':
      return `${symbol}&nbsp;${amount}`;
    case 'right':
      return `${amount}${symbol}`;
    default:
      return `${amount}&nbsp;${symbol}`;
  }
}

/**
 * wc_price(): `<span class="woocommerce-Price-amount amount"><bdi>1.299,90&nbsp;<span
 * class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>`, the symbol after the
 * amount with a non-breaking space (the right_space position Turkish shops use); in another
 * currency its symbol where that currency puts it (`<span …>&#36;</span>30,55`).
 */
export function wcPrice(kurus: number, options: { ariaHidden?: boolean } = {}): SafeHtml {
  const currency = currentCurrency();
  const sign = kurus < 0 ? '-' : '';
  const hidden = options.ariaHidden ? ' aria-hidden="true"' : '';
  const symbol = `<span class="woocommerce-Price-currencySymbol">${currency.symbolHtml}</span>`;
  return raw(
    `<span class="woocommerce-Price-amount amount"${hidden}><bdi>${sign}${placeSymbol(formatAmount(kurus, currency), symbol, currency)}</bdi></span>`,
  );
}

/** The price as text, for screen-reader sentences: '1.299,90&nbsp;&#8378;' (entities, no tags). */
export function priceText(kurus: number): SafeHtml {
  const currency = currentCurrency();
  return raw(
    `${kurus < 0 ? '-' : ''}${placeSymbol(formatAmount(kurus, currency), currency.symbolHtml, currency)}`,
  );
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
