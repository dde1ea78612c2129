import type tr from './tr';

/** The back-to-top link's own texts in English. */
export default {
  backToTop: 'Back to the top of the page',
} satisfies Record<keyof typeof tr, string>;
