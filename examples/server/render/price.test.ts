import { describe, expect, it } from 'vitest';
import { BASE_CURRENCY, type Currency, inCurrency } from '../shop';
import { formatAmount, priceRangeHtml, priceText, salePriceHtml, wcPrice } from './price';

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

const USD: Currency = {
  ...BASE_CURRENCY,
  code: 'USD',
  symbolHtml: '&#36;',
  position: 'left',
  rate: '0.0235',
};
const EUR: Currency = {
  ...BASE_CURRENCY,
  code: 'EUR',
  symbolHtml: '&euro;',
  position: 'left_space',
  rate: '0.0203',
};
const JPY: Currency = {
  ...BASE_CURRENCY,
  code: 'JPY',
  symbolHtml: '&yen;',
  position: 'right',
  rate: '3.5',
  decimals: 0,
};

describe('prices printed in the request currency (render/price.ts)', () => {
  it('prints lira outside a request, as before', () => {
    expect(wcPrice(89990).value).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>899,90&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>',
    );
  });

  it('prints the converted amount with the currency symbol where its position puts it', () => {
    expect(inCurrency(USD, () => wcPrice(89990).value)).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>21,15</bdi></span>',
    );
    expect(inCurrency(USD, () => wcPrice(-89990).value)).toContain(
      '<bdi>-<span class="woocommerce-Price-currencySymbol">&#36;</span>21,15',
    );
    expect(inCurrency(EUR, () => priceText(129990).value)).toBe('&euro;&nbsp;26,39');
    expect(inCurrency(JPY, () => priceText(129990).value)).toBe('4.550&yen;');
    expect(inCurrency(USD, () => formatAmount(123456789))).toBe('29.012,35'); // 2.901.234,5415 cents;
  });

  it('keeps the currency for everything the callback runs, also after an await', async () => {
    const printed = await inCurrency(USD, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return wcPrice(100).value;
    });
    expect(printed).toContain('&#36;');
    expect(wcPrice(100).value).toContain('&#8378;');
  });
});
