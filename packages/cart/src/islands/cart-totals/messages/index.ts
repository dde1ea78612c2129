import { defineMessages } from '@firsat/core/island';

/** The cart totals' texts (SPEC.md gives none for them). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
