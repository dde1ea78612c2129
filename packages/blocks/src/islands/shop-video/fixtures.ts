/**
 * The product video markup product-blocks prints (addons/product_video, product_video_thumbnail):
 * the wrapper, the play icon (hidden unless the display setting is "icon") and the video item,
 * `muted` glued to `data-hover` as the plugin concatenates them.
 */
export function videoMarkup({
  icon = true,
  hover = false,
  src = '/wp-content/uploads/demo.webm',
  /** false: the item holds no video (the island's error state). */
  video = true,
} = {}): string {
  const media = video
    ? `<video class="wopb-custom-video" controls><source src="${src}" type="video/${src.endsWith('.webm') ? 'webm' : 'mp4'}"></video>`
    : '';
  const playIcon = `<span class="wopb-video-play-icon${icon ? '' : ' wopb-d-none'}"><svg viewBox="0 0 24 24"><path d="M8 5v14l11-7z"/></svg></span>`;
  const item = `<span class="wopb-video-item${icon ? ' wopb-d-none' : ''}" muted${hover ? 'data-hover="true"' : ''}>${media}</span>`;
  return `<div class="wopb-product-video-wrapper" data-fallback-src="/wp-content/plugins/product-blocks/assets/img/fallback.svg" data-single-position="first" >${playIcon}${item}</div>`;
}

/** The same with a YouTube embed (what wp_oembed_get prints, with enablejsapi added); the test keeps the address in data-embed so happy-dom loads nothing. */
export function embedMarkup(): string {
  return '<div class="wopb-product-video-wrapper" data-fallback-src="x" data-single-position="first" ><span class="wopb-video-play-icon"><svg></svg></span><span class="wopb-video-item wopb-d-none" muted><iframe title="Tanıtım" data-embed="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed&enablejsapi=1"></iframe></span></div>';
}
