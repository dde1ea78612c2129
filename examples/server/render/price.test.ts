import { describe, expect, it } from 'vitest';
import { formatAmount, priceRangeHtml, salePriceHtml, wcPrice } from './price';

describe('price HTML', () => {
  it('formats kuruş with Turkish separators', () => {
    expect(formatAmount(129990)).toBe('1.299,90');
    expect(formatAmount(89990)).toBe('899,90');
    expect(formatAmount(123456789)).toBe('1.234.567,89');
    expect(formatAmount(5)).toBe('0,05');
  });

  it('prints wc_price markup with the lira sign after the amount', () => {
    expect(wcPrice(89990).value).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>899,90&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>',
    );
    expect(wcPrice(-5000).value).toContain('<bdi>-50,00&nbsp;');
  });

  it('prints sale and range prices the WooCommerce way', () => {
    const sale = salePriceHtml(129990, 89990).value;
    expect(sale).toMatch(
      /^<del aria-hidden="true"><span class="woocommerce-Price-amount amount">.*<\/del> <span class="screen-reader-text">.*<\/span><ins aria-hidden="true">.*<\/ins><span class="screen-reader-text">.*<\/span>$/,
    );
    const range = priceRangeHtml(18990, 22990).value;
    expect(range).toContain('<span class="woocommerce-Price-amount amount" aria-hidden="true"><bdi>189,90');
    expect(range).toContain('<span aria-hidden="true">&ndash;</span>');
  });
});
