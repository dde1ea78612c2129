import { IslandError } from '@firsat/core/island';
import { isCurrencyCode, type SwitcherCurrency } from './model';

/** The block around the switcher, which takes the pro addon's loading class. */
export const SWITCHER_BLOCK = '.wp-block-product-blocks-currency-switcher';
const OPTION = '.wopb-set-default-currency .wopb-select-container > li';

/** What the plugin printed inside `.wopb-currency-switcher-container`, found once. */
export interface PrintedSwitcher {
  /** `.wopb-selected-currency-container`: the chosen code and the arrow (the button) */
  trigger: HTMLElement | null;
  /** `.wopb-set-default-currency[style=display:none]`: the list's box; absent with one currency */
  panel: HTMLElement | null;
  /** `ul.wopb-select-container` */
  list: HTMLElement | null;
  /** `.wp-block-product-blocks-currency-switcher` (for `wopb-block-loading`) */
  block: HTMLElement | null;
}

export function readSwitcher(container: HTMLElement): PrintedSwitcher {
  const panel = container.querySelector<HTMLElement>('.wopb-set-default-currency');
  return {
    trigger: container.querySelector<HTMLElement>('.wopb-selected-currency-container'),
    panel,
    list: panel?.querySelector<HTMLElement>('.wopb-select-container') ?? null,
    block: container.closest<HTMLElement>(SWITCHER_BLOCK),
  };
}

/** The list's items the visitor can pick (not `.hide-currency`), in order. */
export function offeredItems(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(OPTION)].filter(
    (li) => !li.classList.contains('hide-currency'),
  );
}

/** The code an item stands for (`li[value=USD]`); null when it is not a code. */
export function itemCode(item: Element): string | null {
  const value = item.getAttribute('value')?.trim() ?? '';
  return isCurrencyCode(value) ? value : null;
}

/** Every `li[value]` of the list: a value that is not a currency code is the page's mistake. */
export function readCurrencies(container: Element): SwitcherCurrency[] {
  return [...container.querySelectorAll(OPTION)].map((li) => {
    const raw = li.getAttribute('value');
    const code = raw?.trim() ?? '';
    if (!isCurrencyCode(code))
      throw new IslandError(
        'currency-switcher',
        'value',
        raw,
        'is not a currency code (three capital letters)',
      );
    return { code, current: li.classList.contains('hide-currency') };
  });
}

/** The chosen code as `.wopb-selected-currency` prints it (flag, then `TRY`, or a name ending in it). */
export function readSelected(container: Element): string {
  const shown = container.querySelector('.wopb-selected-currency');
  if (!shown) throw new IslandError('currency-switcher', undefined, undefined, 'no .wopb-selected-currency');
  const code = /\b([A-Z]{3})\s*$/.exec(shown.textContent ?? '')?.[1];
  if (!code)
    throw new IslandError(
      'currency-switcher',
      undefined,
      undefined,
      '.wopb-selected-currency names no currency code',
    );
  return code;
}
