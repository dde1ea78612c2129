import type tr from './tr';

/** The sticky video's own texts in English. */
export default {
  closeStickyVideo: 'Close the pinned video',
} satisfies Record<keyof typeof tr, string>;
