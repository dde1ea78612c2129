import { defineMessages } from '@firsat/core/island';

/** The quick view's texts: the dialog's name, the slider's and navigation's controls, failures. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
