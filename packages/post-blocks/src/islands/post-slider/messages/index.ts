import { defineMessages } from '@firsat/core/island';

/** The post slider's texts: the carousel's and slides' names, the arrows, dots and the pause control. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
