import { defineMessages } from '@firsat/core/island';

/** The sticky video's text: its close control's name. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
