import { defineMessages } from '@firsat/core/island';

/** The ticker's texts: its name, and the controls' names where the block prints none. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
