import { defineMessages } from '@firsat/core/island';

/** The back-to-top link's name, where it prints an icon only. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
