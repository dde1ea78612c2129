import { defineProps, IslandError, prop } from '@firsat/core/island';

/** The featured video's parts: its place (`.ultp-image-wrapper`), the player and the close control. */
export interface StickyVideoMarkup {
  /** `.ultp-image-wrapper`: keeps the video's height while the video floats */
  place: HTMLElement;
  /** the `iframe` or `video` of `.ultp-builder-video` */
  player: HTMLElement | null;
  /** `span.ultp-sticky-close` */
  close: HTMLElement | null;
}

/** Reads the builder's featured-image block around the sticky video (Post_Featured_Image::content). */
export function readStickyVideo(el: HTMLElement): StickyVideoMarkup {
  const place = el.closest<HTMLElement>('.ultp-image-wrapper');
  if (!place)
    throw new IslandError('sticky-video', '.ultp-image-wrapper', null, 'is required around the video');
  return {
    place,
    player: place.querySelector<HTMLElement>('.ultp-builder-video iframe, .ultp-builder-video video'),
    close: place.querySelector<HTMLElement>('.ultp-sticky-close'),
  };
}

/** The sticky video's schema: everything from the printed block. */
export const stickyVideoProps = defineProps('sticky-video', {
  video: prop.markup(readStickyVideo, {
    type: 'markup',
    doc: 'The surrounding `.ultp-image-wrapper` (required), the `iframe` or `video` of `.ultp-builder-video`, and `span.ultp-sticky-close`.',
  }),
});

export type StickyVideoProps = ReturnType<typeof stickyVideoProps.parse>;
