import { defineMessages } from '@firsat/core/island';

/**
 * The sales popup's texts: its pause control (visible text and name) and the close control's
 * name (the plugin prints the close as an empty span). SPEC.md gives none for the popup; what it
 * says comes from the server's reply.
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
