import { defineMessages } from '@firsat/core/island';

/** The post share bar's texts: the name of icon-only share links ("Paylaş: facebook"). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
