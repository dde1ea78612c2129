/**
 * A video post in a post grid as post-blocks prints it (Post_Grid_1 with video_icon.php and
 * video_popup.php; Functions::get_embeded_video's wrapper; icons shortened): the image, the play
 * icon and, in popup mode, the item's modal; inline, the hidden `.ultp-block-video-content` box.
 */
export interface VideoItemFixture {
  popup?: boolean;
  autoplay?: boolean;
  type?: 'youtube' | 'vimeo' | 'local';
  url?: string;
  id?: string;
  title?: string;
  /** extra data-* on the wrapper */
  loop?: boolean;
}

const play = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';

export function videoWrapperMarkup({
  type = 'youtube',
  url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  id = '',
  loop = false,
}: VideoItemFixture = {}): string {
  return `<div class="ultp-video-wrapper ultp-embaded-video" data-video-url="${url}" data-video-type="${type}" data-autoplay="0" data-loop="${loop ? 1 : 0}" data-mute="0" data-controls="1" data-preload="metadata" data-poster="" data-playsinline="1" data-width="" data-height="" data-video-id="${id}"></div>`;
}

/** Redirect mode (video_icon.php): the icon is a link to the post. */
export function videoRedirectMarkup(title = 'Robot süpürge video inceleme'): string {
  const link = 'https://blog.test/yazi/robot-supurge-video-inceleme/';
  return `<div class="ultp-block-item post-id-78"><div class="ultp-block-content-wrap"><div class="ultp-block-image"><a href="${link}"><img src="https://blog.test/wp-content/uploads/robot.jpg" alt="" /></a><a href="${link}" enableAutoPlay="" class="ultp-video-icon">${play}</a></div><div class="ultp-block-content"><h3 class="ultp-block-title"><a href="${link}">${title}</a></h3></div></div></div>`;
}

export function videoItemMarkup(fixture: VideoItemFixture = {}): string {
  const { popup = true, autoplay = false, title = 'Kapadokya’da balon turu' } = fixture;
  const link = 'https://blog.test/yazi/kapadokya-balon-turu/';
  const modal = popup
    ? `<div class="ultp-video-modal"><div class="ultp-video-modal__overlay"></div><span class="ultp-video-close"></span><div class="ultp-video-modal__Wrapper"><div class="ultp-video-modal__content"><a href="${link}">${title}</a><div class="ultp-loader-container"><div class="ultp-popup-loader"></div></div>${videoWrapperMarkup(fixture)}</div></div></div>`
    : '';
  const inline = popup
    ? ''
    : `<div class="ultp-block-video-content" style="display: none;" >${videoWrapperMarkup(fixture)}</div>`;
  return `<div class="ultp-block-item post-id-77"><div class="ultp-block-content-wrap"><div class="ultp-block-image ultp-block-image-none"><a href="${link}"><img class="ultp-block-video-content" src="https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg" alt="dummy-img" /></a>${inline}<div enableVideoPopup="${popup ? 1 : ''}" enableAutoPlay="${autoplay ? 1 : ''}" class="ultp-video-icon">${play}</div></div><div class="ultp-block-content"><h3 class="ultp-block-title"><a href="${link}">${title}</a></h3></div></div>${modal}</div>`;
}
