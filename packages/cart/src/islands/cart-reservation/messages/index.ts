import { defineMessages } from '@firsat/core/island';

/** The cart reservation box's texts (SPEC.md gives none for it). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
