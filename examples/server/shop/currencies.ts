import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db';
import { site } from '../lib';

/** WooCommerce's four places for the symbol (`wopb_core.currency_position`). */
export type CurrencyPosition = 'left' | 'left_space' | 'right' | 'right_space';

/** A currency of the switcher (the `currencies` table). */
export interface Currency {
  code: string;
  /** Turkish name, for the switcher's accessible names */
  name: string;
  /** get_woocommerce_currency_symbol(): HTML (`&#8378;`, `&#36;`, `&euro;`) */
  symbolHtml: string;
  position: CurrencyPosition;
  decimals: number;
  /** units of this currency one lira buys, as a decimal string ('1', '0.0235') */
  rate: string;
  /** a small image's address (an inline data: URI) */
  flag: string;
  isDefault: boolean;
}

/** The store's own currency, also what is printed outside a visitor's request (tests, migrations). */
export const BASE_CURRENCY: Currency = {
  code: site.currency,
  name: 'Türk lirası',
  symbolHtml: site.currencySymbolHtml,
  position: site.currencyPosition,
  decimals: site.decimals,
  rate: '1',
  flag: '',
  isDefault: true,
};

interface CurrencyRow {
  code: string;
  name: string;
  symbol: string;
  position: CurrencyPosition;
  decimals: number;
  rate: string;
  flag: string;
  is_default: number;
}

const fromRow = (row: CurrencyRow): Currency => ({
  code: row.code,
  name: row.name,
  symbolHtml: row.symbol,
  position: row.position,
  decimals: row.decimals,
  rate: row.rate,
  flag: row.flag,
  isDefault: row.is_default === 1,
});

/** The switcher's currencies in their list order. */
export function listCurrencies(db: Db): Currency[] {
  return (db.prepare('SELECT * FROM currencies ORDER BY position_in_list').all() as CurrencyRow[]).map(
    fromRow,
  );
}

/** One currency by its exact code (`USD`), or null: an unknown code is refused, never guessed. */
export function findCurrency(db: Db, code: string): Currency | null {
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const row = db.prepare('SELECT * FROM currencies WHERE code = ?').get(code) as CurrencyRow | undefined;
  return row ? fromRow(row) : null;
}

/** The store's default currency (`wopb_default_currency`): the row marked default, else TRY. */
export function defaultCurrency(db: Db): Currency {
  const row = db.prepare('SELECT * FROM currencies WHERE is_default = 1').get() as CurrencyRow | undefined;
  return row ? fromRow(row) : BASE_CURRENCY;
}

/** The visitor's chosen currency (kept by session), else the store's default. */
export function visitorCurrency(db: Db, sessionId: string): Currency {
  const row = db
    .prepare(
      'SELECT currencies.* FROM visitor_currencies JOIN currencies USING (code) WHERE visitor_currencies.session_id = ?',
    )
    .get(sessionId) as CurrencyRow | undefined;
  return row ? fromRow(row) : defaultCurrency(db);
}

/**
 * Keeps `code` as this visitor's currency (their session only: pro 2.1.1 saved it in the
 * site-wide option, so one visitor's choice changed every visitor's prices). False for an
 * unknown code, which changes nothing.
 */
export function saveVisitorCurrency(db: Db, sessionId: string, code: string): Currency | null {
  const currency = findCurrency(db, code);
  if (!currency) return null;
  db.prepare(
    'INSERT INTO visitor_currencies (session_id, code) VALUES (?, ?) ON CONFLICT (session_id) DO UPDATE SET code = excluded.code',
  ).run(sessionId, currency.code);
  return currency;
}

const scope = new AsyncLocalStorage<Currency>();

/** Runs `fn` with every price printed in `currency` (a request runs inside its visitor's). */
export function inCurrency<T>(currency: Currency, fn: () => T): T {
  return scope.run(currency, fn);
}

/** The currency prices are printed in now: the request's visitor's, else the store's own. */
export function currentCurrency(): Currency {
  return scope.getStore() ?? BASE_CURRENCY;
}

/** '0.0235' → [235n, 4n]: the rate as an integer and its power of ten. */
function rateParts(rate: string): [bigint, bigint] {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(`bad currency rate ${rate}`);
  const fraction = match[2] ?? '';
  return [BigInt(`${match[1]}${fraction}`), BigInt(fraction.length)];
}

/**
 * An amount in kuruş (the store's lira cents) in `currency`'s smallest unit, exactly:
 * kuruş × rate × 10^decimals / 100, rounded half away from zero (WooCommerce's round()).
 * 129990 kuruş at 0.0235 USD with 2 decimals → 3055 cents ($30.55).
 */
export function convertKurus(kurus: number, currency: Currency): number {
  if (currency.rate === '1' && currency.decimals === 2) return kurus;
  const [rate, scale] = rateParts(currency.rate);
  const numerator = BigInt(Math.abs(Math.round(kurus))) * rate * 10n ** BigInt(currency.decimals);
  const denominator = 100n * 10n ** scale;
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return (kurus < 0 ? -1 : 1) * Number(rounded);
}

/** The other way, for an amount a visitor typed in their currency: minor units → kuruş (rounded). */
export function toKurus(minor: number, currency: Currency): number {
  if (currency.rate === '1' && currency.decimals === 2) return minor;
  const [rate, scale] = rateParts(currency.rate);
  const numerator = BigInt(Math.abs(Math.round(minor))) * 100n * 10n ** scale;
  const denominator = rate * 10n ** BigInt(currency.decimals);
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return (minor < 0 ? -1 : 1) * Number(rounded);
}

/**
 * An amount a visitor typed (name your price: `12,5`, `12.50`) in the request's currency, in
 * kuruş; 0 for text that is no amount.
 */
export function typedAmountToKurus(text: string, currency: Currency = currentCurrency()): number {
  const amount = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(amount)) return 0;
  return toKurus(Math.round(amount * 10 ** currency.decimals), currency);
}
