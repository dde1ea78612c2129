import { defineMessages } from '@firsat/core/island';

/** The deal countdown's texts: the labels of cells it fills in where the plugin printed none. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
