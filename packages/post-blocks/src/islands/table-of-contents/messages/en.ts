import type tr from './tr';

/** The table of contents' own texts in English. */
export default {
  contents: 'Table of contents',
  show: 'Show the table of contents',
  hide: 'Hide the table of contents',
} satisfies Record<keyof typeof tr, string>;
