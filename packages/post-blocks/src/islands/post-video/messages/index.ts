import { defineMessages } from '@firsat/core/island';

/** The video icon's text: its name as a button ("Videoyu oynat: <title>"). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
