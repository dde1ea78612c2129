import { defineMessages } from '@firsat/core/island';

/** The coming-soon banner's texts (SPEC.md gives none for it). */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
