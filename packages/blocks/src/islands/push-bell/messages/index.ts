import { defineMessages } from '@firsat/core/island';

/**
 * The push bell's texts: its name, the panel's title and line, a text per state (shown in the
 * panel and announced) and the action's labels. SPEC.md gives none for the bell.
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
