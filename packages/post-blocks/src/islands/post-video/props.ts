import { defineProps, IslandError, prop } from '@firsat/core/island';
import { phpFlag } from '../../shared/php-flag';
import type { VideoData } from './model';

const VIDEO_TYPES = ['youtube', 'vimeo', 'local'] as const;

/** The icon's plain `enableVideoPopup` / `enableAutoPlay`: PHP booleans, `1` or nothing. */
const onOff = phpFlag;

/** The parts of the video post's item the icon works with. */
export interface VideoMarkup {
  /** `.ultp-video-modal` of the item (popup mode) */
  modal: HTMLElement | null;
  /** where the player goes: the modal's `.ultp-video-wrapper`, else the image's inline one */
  wrapper: HTMLElement;
  /** the inline box `.ultp-block-image div.ultp-block-video-content` (display: none as printed) */
  inline: HTMLElement | null;
  /** the post's title (the modal's link, else the item's title link) */
  title: string;
  data: VideoData;
}

const str = (el: Element, name: string) => el.getAttribute(`data-${name}`)?.trim() ?? '';
const on = (el: Element, name: string) => str(el, name) === '1';

/** Reads the wrapper's data-* (a video type it does not list fails the island). */
export function readVideoData(wrapper: Element): VideoData {
  const type = str(wrapper, 'video-type');
  if (!(VIDEO_TYPES as readonly string[]).includes(type))
    throw new IslandError('post-video', 'data-video-type', type, `must be one of ${VIDEO_TYPES.join(', ')}`);
  return {
    url: str(wrapper, 'video-url'),
    id: str(wrapper, 'video-id'),
    type: type as VideoData['type'],
    loop: on(wrapper, 'loop'),
    mute: on(wrapper, 'mute'),
    controls: on(wrapper, 'controls'),
    playsinline: on(wrapper, 'playsinline'),
    preload: str(wrapper, 'preload'),
    poster: str(wrapper, 'poster'),
    width: str(wrapper, 'width'),
    height: str(wrapper, 'height'),
  };
}

/**
 * Finds the icon's item and its player box, as the plugin's script does; null when the item has
 * none (the press then logs and does nothing, as the plugin's "Video content wrapper not found").
 */
export function readVideoMarkup(icon: HTMLElement): VideoMarkup | null {
  const item = icon.closest('.ultp-block-item') ?? icon.parentElement;
  const image = icon.closest('.ultp-block-image');
  const modal = item?.querySelector<HTMLElement>('.ultp-video-modal') ?? null;
  const inline = image?.querySelector<HTMLElement>('div.ultp-block-video-content') ?? null;
  const popup = ['1', 'true'].includes(icon.getAttribute('enablevideopopup')?.trim().toLowerCase() ?? '');
  const wrapper =
    (popup ? modal?.querySelector<HTMLElement>('.ultp-video-wrapper') : null) ??
    inline?.querySelector<HTMLElement>('.ultp-video-wrapper') ??
    null;
  if (!wrapper) return null;
  const titleLink =
    modal?.querySelector('.ultp-video-modal__content > a') ?? item?.querySelector('.ultp-block-title a');
  return {
    modal: popup ? modal : null,
    wrapper,
    inline,
    title: titleLink?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    data: readVideoData(wrapper),
  };
}

/** The video icon's schema (post-blocks.md §7). */
export const postVideoProps = defineProps('post-video', {
  popup: prop.custom('enableVideoPopup', onOff, {
    type: 'boolean',
    fallback: false,
    doc: 'The icon’s plain `enableVideoPopup` (`1`/`true`: the player opens in the item’s `.ultp-video-modal`; else inline in the image).',
  }),
  autoplay: prop.custom('enableAutoPlay', onOff, {
    type: 'boolean',
    fallback: false,
    doc: 'The icon’s plain `enableAutoPlay` (`1`/`true`): the player starts at once, muted.',
  }),
  video: prop.markup(readVideoMarkup, {
    type: 'markup | null',
    doc: 'The item’s `.ultp-video-wrapper` (none: a press logs and does nothing; in `.ultp-video-modal` in popup mode, else in `.ultp-block-image .ultp-block-video-content`) and its `data-video-url`, `data-video-id`, `data-video-type` (`youtube`, `vimeo`, `local`), `data-loop`, `data-mute`, `data-controls`, `data-playsinline`, `data-preload`, `data-poster`, `data-width`, `data-height`.',
  }),
});

export type PostVideoProps = ReturnType<typeof postVideoProps.parse>;
