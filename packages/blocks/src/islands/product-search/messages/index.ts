import { defineMessages } from '@firsat/core/island';

/**
 * The product search's texts: the results list's name, its loading, failure and no-result lines
 * and the count it announces. SPEC.md gives none for this block (the empty-result heading comes
 * from the server's reply and wins when present).
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
