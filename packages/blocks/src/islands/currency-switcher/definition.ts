import { defineIsland } from '@firsat/core';
import type { CurrencySwitcherProps } from './props';

/**
 * The product-blocks Currency Switcher block with the pro addon (`.wopb-currency-switcher-container`,
 * product-blocks.md §12). A behaviour: the printed dropdown becomes a button and a listbox, a
 * choice is saved with admin-ajax `wopb_current_currency_save` and the page comes back from the
 * server with its prices, as the plugin does. `idle`, not `interaction`: the plugin prints the
 * dropdown as bare `<div>`s that a keyboard cannot reach (nothing would wake it for a keyboard
 * user), and the choice made on the previous page is announced when this one starts; the
 * behaviour is small, so starting it when the browser is idle costs the first paint nothing.
 */
export const currencySwitcherIsland = defineIsland<CurrencySwitcherProps>({
  name: 'currency-switcher',
  selector: '.wopb-currency-switcher-container',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});
