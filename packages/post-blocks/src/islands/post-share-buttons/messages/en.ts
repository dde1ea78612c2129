import type tr from './tr';

/** The post share bar's own texts in English. */
export default {
  share: 'Share',
} satisfies Record<keyof typeof tr, string>;
