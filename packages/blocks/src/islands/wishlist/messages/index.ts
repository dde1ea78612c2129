import { defineMessages } from '@firsat/core/island';

/** The wishlist island's texts: the buttons' and the dialog's names, the counts, what changed. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
