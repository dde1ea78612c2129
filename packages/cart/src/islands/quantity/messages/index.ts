import { defineMessages } from '@firsat/core/island';

/** The quantity steppers' texts. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
