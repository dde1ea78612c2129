import { defineProps, IslandError, prop } from '@firsat/core/island';

export const HIDDEN = 'wopb-d-none';

/**
 * Play-on-hover (`data-hover="true"` on `.wopb-video-item`). The plugin glues the attribute to
 * `muted` without a space (`muteddata-hover="true"`), so that spelling counts too.
 */
export function readHover(el: HTMLElement): boolean {
  const item = el.querySelector('.wopb-video-item');
  const value = item?.getAttribute('data-hover') ?? item?.getAttribute('muteddata-hover');
  return value === 'true';
}

/** Icon mode: the play icon is shown and the video hidden until it is pressed. */
export function readIconMode(el: HTMLElement): boolean {
  const icon = el.querySelector('.wopb-video-play-icon');
  return icon !== null && !icon.classList.contains(HIDDEN);
}

function requireMedia(el: HTMLElement): 'video' | 'iframe' {
  if (el.querySelector('.wopb-video-item video')) return 'video';
  if (el.querySelector('.wopb-video-item iframe')) return 'iframe';
  throw new IslandError('shop-video', '.wopb-video-item', null, 'holds no <video> or <iframe>');
}

/** The product video's schema (product-blocks `.wopb-product-video-wrapper`), read from its markup. */
export const shopVideoProps = defineProps('shop-video', {
  media: prop.markup(requireMedia, {
    type: "'video' | 'iframe'",
    doc: 'A `<video class="wopb-custom-video">` (media library) or an embed `<iframe>` (YouTube/Vimeo) inside `.wopb-video-item`; required.',
  }),
  hover: prop.markup(readHover, {
    type: 'boolean',
    doc: '`data-hover="true"` on `.wopb-video-item` (the "view onhover" setting): plays on mouse enter, pauses and mutes on leave.',
  }),
  iconMode: prop.markup(readIconMode, {
    type: 'boolean',
    doc: 'The play icon is visible (display setting "icon"): the video shows when it is pressed and hides again when it ends.',
  }),
});

export type ShopVideoProps = ReturnType<typeof shopVideoProps.parse>;
