import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  type Currency,
  convertKurus,
  currentCurrency,
  toKurus,
  typedAmountToKurus,
} from './currencies';

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

describe('currency conversion (shop/currencies.ts)', () => {
  it('keeps kuruş as they are in the store currency', () => {
    expect(convertKurus(129990, BASE_CURRENCY)).toBe(129990);
    expect(currentCurrency()).toBe(BASE_CURRENCY);
  });

  it('converts kuruş at the rate into the smallest unit, exactly', () => {
    // 1.299,90 ₺ × 0.0235 = 30.54765 → $30.55
    expect(convertKurus(129990, USD)).toBe(3055);
    // 899,90 ₺ × 0.0235 = 21.14765 → $21.15
    expect(convertKurus(89990, USD)).toBe(2115);
    // 1.299,90 ₺ × 0.0203 = 26.38797 → 26.39 €
    expect(convertKurus(129990, EUR)).toBe(2639);
    // a currency without decimals: 1.299,90 ₺ × 3.5 = 4549.65 → 4550
    expect(convertKurus(129990, JPY)).toBe(4550);
    // past 2^53 in the intermediate product, still exact
    expect(convertKurus(999_999_999_99, { ...USD, rate: '1.000001' })).toBe(100_000_099_999);
  });

  it('rounds half away from zero, as WooCommerce rounds', () => {
    const half = { ...USD, rate: '0.5' };
    expect(convertKurus(1, half)).toBe(1); // 0.5 cent → 1
    expect(convertKurus(3, half)).toBe(2); // 1.5 → 2
    expect(convertKurus(-1, half)).toBe(-1);
    expect(convertKurus(-3, half)).toBe(-2);
    expect(convertKurus(0, USD)).toBe(0);
  });

  it('turns an amount typed in the currency back into kuruş', () => {
    expect(toKurus(3055, USD)).toBe(130000); // $30.55 / 0.0235 = 1.300,00 ₺ (rounded to the kuruş)
    expect(toKurus(12345, BASE_CURRENCY)).toBe(12345);
    expect(convertKurus(toKurus(2115, USD), USD)).toBe(2115);
  });

  it('refuses a rate that is not a decimal number', () => {
    expect(() => convertKurus(100, { ...USD, rate: '1e-2' })).toThrow(/bad currency rate/);
  });

  it('reads an amount a visitor typed in their currency as kuruş (name your price)', () => {
    expect(typedAmountToKurus('12,5', BASE_CURRENCY)).toBe(1250);
    expect(typedAmountToKurus('12.50', BASE_CURRENCY)).toBe(1250);
    expect(typedAmountToKurus('2.35', USD)).toBe(10000); // $2,35 / 0.0235 = 100 ₺
    expect(typedAmountToKurus('', USD)).toBe(0);
    expect(typedAmountToKurus('çok', USD)).toBe(0);
  });
});
