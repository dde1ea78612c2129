import { defineProps, prop } from '@firsat/core/island';
import { readCurrencies, readSelected } from './markup';

/** The switcher's schema: everything is read from the plugin's markup. */
export const currencySwitcherProps = defineProps('currency-switcher', {
  selected: prop.markup(readSelected, {
    type: 'string',
    doc: 'The visitor’s currency: the code `.wopb-selected-currency` prints (after its flag).',
  }),
  currencies: prop.markup(readCurrencies, {
    type: '{ code, current }[]',
    doc: 'The list: each `.wopb-select-container > li` `value` (a currency code); `.hide-currency` marks the current one.',
  }),
});

export type CurrencySwitcherProps = ReturnType<typeof currencySwitcherProps.parse>;
