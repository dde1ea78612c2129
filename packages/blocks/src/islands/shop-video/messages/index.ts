import { defineMessages } from '@firsat/core/island';

/** The shop video's texts: the name its play icon gets as a button. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
