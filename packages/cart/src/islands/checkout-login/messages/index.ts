import { defineMessages } from '@firsat/core/island';

/** The checkout login's texts (SPEC §8 leaves their wording to the interface). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
