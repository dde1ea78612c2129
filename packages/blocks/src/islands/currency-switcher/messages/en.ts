import type tr from './tr';

/** The currency switcher's own texts in English. */
export default {
  currencyButton: 'Currency: {code}',
  currencyList: 'Currencies',
  currencyChosen: 'Currency changed to {code}. Prices are shown in {code}.',
  currencyFailed: 'The currency could not be changed. Please try again.',
} satisfies Record<keyof typeof tr, string>;
