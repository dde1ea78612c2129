import { defineMessages } from '@firsat/core/island';

/** The compare island's texts: the buttons' and the dialog's names, the counts, the notice, the picker. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
