import type tr from './tr';

/** The shop video's own texts in English. */
export default {
  playVideo: 'Play video',
} satisfies Record<keyof typeof tr, string>;
