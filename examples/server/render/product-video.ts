import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import { type Product, productVideo as videoSettings } from '../shop';

const playIcon =
  '<svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 55%)"/><path d="M10 8v8l6-4z" fill="#fff"/></svg>';

/**
 * The product-blocks product video in the shop loop (ProductVideo::product_video_thumbnail on
 * woocommerce_before_shop_loop_item): the wrapper, the play icon (hidden unless the display
 * setting is "icon") and the video item, with `muted` and `data-hover` glued together as the
 * plugin concatenates them. The demo's file is WebM, so its source says so.
 */
export function loopProductVideo(ctx: RequestContext, product: Product): SafeHtml {
  const video = videoSettings(ctx.db, product.id);
  if (!video) return raw('');
  const icon = video.display === 'icon';
  return html`<div class="wopb-product-video-wrapper" data-fallback-src="${ctx.url('/wp-content/plugins/product-blocks/assets/img/fallback.svg')}" data-single-position="first" ><span class="wopb-video-play-icon${icon ? '' : ' wopb-d-none'}">${raw(playIcon)}</span><span class="wopb-video-item${icon ? ' wopb-d-none' : ''}" ${raw(video.hover ? 'muteddata-hover="true"' : 'muted')}><video class="wopb-custom-video"${raw(video.repeat ? ' loop' : '')} controls preload="metadata"><source src="${ctx.url(video.url)}" type="video/webm"></video></span></div>`;
}
