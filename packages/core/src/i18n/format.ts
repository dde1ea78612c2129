import { getConfig } from '../config/index';
import type { ProductBlocksConfig } from '../configure/index';
import { intlTag } from './locale';

/** Where the currency symbol goes (`wopb_core.currency_position`). */
export type CurrencyPosition = ProductBlocksConfig['currencyPosition'];

/** How `formatPrice` writes an amount. Unset fields come from the page config (SPEC: `$` on the left). */
export interface PriceFormat {
  symbol?: string;
  position?: CurrencyPosition;
  /** Fraction digits; default 0 for whole amounts and 2 otherwise. */
  decimals?: number;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const tag = intlTag(getConfig().locale);
  const key = `${tag}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** A number written for the page locale (`1.234,5` in Turkish, `1,234.5` in English). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(n);
}

/**
 * An amount with its currency symbol placed as WooCommerce's four positions say: `left` ($10),
 * `left_space` ($ 10), `right` (10$), `right_space` (10 $). The space is a no-break space so the
 * symbol never wraps away from its amount.
 */
export function formatPrice(amount: number, format: PriceFormat = {}): string {
  const shop = getConfig().productBlocks;
  const symbol = format.symbol ?? shop.currencySymbol;
  const position = format.position ?? shop.currencyPosition;
  const digits = format.decimals ?? (Number.isInteger(amount) ? 0 : 2);
  const number = formatNumber(Math.abs(amount), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const sign = amount < 0 ? '-' : '';
  switch (position) {
    case 'left_space':
      return `${sign}${symbol}\u00a0${number}`;
    case 'right':
      return `${sign}${number}${symbol}`;
    case 'right_space':
      return `${sign}${number}\u00a0${symbol}`;
    default:
      return `${sign}${symbol}${number}`;
  }
}
