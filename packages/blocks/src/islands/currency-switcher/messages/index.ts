import { defineMessages } from '@firsat/core/island';

/** The currency switcher's texts: the button's and the list's names, the choice announced, the failure. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
