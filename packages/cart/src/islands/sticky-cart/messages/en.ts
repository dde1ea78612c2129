import type tr from './tr';

/** The sticky bar's own texts in English. */
export default {
  stickyCartLabel: 'Quick add-to-cart bar',
} satisfies Record<keyof typeof tr, string>;
