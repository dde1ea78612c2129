import { defineMessages } from '@firsat/core/island';

/** The contents' texts: its name, and the collapse controls' names where the block prints an icon only. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
