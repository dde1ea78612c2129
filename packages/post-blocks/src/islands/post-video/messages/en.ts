import type tr from './tr';

/** The video icon's own texts in English. */
export default {
  playVideo: 'Play the video',
} satisfies Record<keyof typeof tr, string>;
