/**
 * The builder's featured-image block on a video post with "sticky" on, as
 * Post_Featured_Image::content prints it: the embed inside `.ultp-video-block.ultp-sticky-video`,
 * its close span after it.
 */
export function stickyVideoMarkup({
  caption = 'Kapadokya’da gün doğumu',
}: {
  caption?: string;
} = {}): string {
  return `<div class="wp-block-ultimate-post-post-image ultp-block-v1d30a"><div class="ultp-block-wrapper"><div class="ultp-image-wrapper"><div  class="ultp-builder-video"><div class="ultp-video-block ultp-sticky-video"><iframe width="640" height="360" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="${caption}" allowfullscreen></iframe><span class="ultp-sticky-close"></span></div></div></div><div class="ultp-featureImg-caption">${caption}</div></div></div>`;
}
