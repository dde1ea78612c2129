import { defineMessages } from '@firsat/core/island';

/** The toggle's texts: each half's name (what a press does) and the announced new mode. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
