import { defineMessages } from '@firsat/core/island';

/**
 * The advanced search's texts: the list's name, the failure, the no-result line and the count it
 * announces, the clear and search-icon buttons, “view all”. The block's printed texts
 * (`data-noresultext`, `data-viewmoretext`) win where it prints them.
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
