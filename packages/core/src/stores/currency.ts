import { atom } from 'nanostores';
import { getConfig } from '../config/index';
import type { ProductBlocksConfig } from '../configure/index';

/** How prices are written on the page. */
export interface CurrencyState {
  /** The chosen currency code from the switcher (e.g. 'TRY'); '' when the page has no switcher. */
  code: string;
  symbol: string;
  position: ProductBlocksConfig['currencyPosition'];
}

/** From `wopb_core.currency_symbol` / `currency_position`, or SPEC's `$` on the left. */
export function initialCurrency(): CurrencyState {
  const { currencySymbol, currencyPosition } = getConfig().productBlocks;
  return { code: '', symbol: currencySymbol, position: currencyPosition };
}

/** The page currency; pass it to `formatPrice` so every price agrees with the switcher. */
export const $currency = atom<CurrencyState>(initialCurrency());

/** Changes some of the currency fields. */
export function setCurrency(change: Partial<CurrencyState>): void {
  $currency.set({ ...$currency.get(), ...change });
}
