/**
 * The share markup product-blocks prints (blocks/Social_Share.php and the social share addon),
 * outline as in the plugin's render code; icons shortened.
 */
const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24v24H0z"/></svg>';

/** The Social Share block on a single product: count section, then one item per network. */
export function shareBlockMarkup(
  postId = 25,
  count = 3,
  link = 'http%3A%2F%2Fshop.test%2Furun%2Ftisort%2F',
): string {
  const item = (type: string, url: string) =>
    `<div class="wopb-share-item wopb-repeat-0 wopb-social-${type}" postId="${postId}" count="${count}"><a href="javascript:" class="wopb-share-item-${type}" data-url="${url}"><span class="wopb-share-item-icon">${icon}</span></a></div>`;
  return `<div class="wp-block-product-blocks-social-share wopb-block-a1b2c3"><div class="wopb-product-wrapper"><div class="wopb-share"><div class="wopb-share-layout wopb-inline-true"><div class="wopb-share-count-section wopb-share-count-section-style1"><span class="wopb-share-count">${count}</span><span class="wopb-share-label">Paylaşım</span></div><div class="wopb-share-item-inner-block">${item('facebook', `https://www.facebook.com/sharer.php?u=${link}`)}${item('twitter', `http://twitter.com/share?url=${link}`)}</div></div></div></div></div>`;
}

/** The addon bar (`social_share_content`): items are spans with labels, data-url with a leading space. */
export function shareAddonMarkup(postId = 25, count = 3): string {
  return `<div class="wopb-social-share-wrapper  wopb-sticky wopb-left"><div class="wopb-share-items"><span class="wopb-share-count-section"><span class="wopb-share-count-inside"><span class="wopb-share-count">${count}</span>Paylaşım</span></span><span class="wopb-share-item wopb-whatsapp" postId="${postId}" count="${count}"><a href="javascript:" data-url=" https://api.whatsapp.com/send?text=http://shop.test/urun/tisort/">${icon}WhatsApp</a></span></div></div>`;
}

// The island's test control, published with its fixtures: forget the share counts read so far.
export { resetShareCounts } from './model';
