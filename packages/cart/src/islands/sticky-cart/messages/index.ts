import { defineMessages } from '@firsat/core/island';

/** The sticky bar's texts. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
